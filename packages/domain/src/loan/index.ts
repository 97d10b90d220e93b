/** The loan area: its catalogues, the loan rules and the lender change's checks. */
export * from './catalogues';
export * from './detail';
export * from './lender';
export * from './loans';
export * from './providerRules';
export * from './tabs';
