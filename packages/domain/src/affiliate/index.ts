/** The affiliate area: its catalogues, the plan form's rules and the affiliate rules. */
export * from './catalogues';
export * from './lists';
export * from './plan';
export * from './rules';
