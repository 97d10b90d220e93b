/**
 * The affiliate area: its catalogues, the plan form's rules, the affiliate rules, the detail tabs
 * and the tools (admin actions).
 */
export * from './actions';
export * from './catalogues';
export * from './lists';
export * from './plan';
export * from './rules';
export * from './tabs';
