/** The affiliate area: its catalogues, the plan form's rules, the affiliate rules and the detail tabs. */
export * from './catalogues';
export * from './plan';
export * from './rules';
export * from './tabs';
