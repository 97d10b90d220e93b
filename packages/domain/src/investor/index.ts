/** The investor area. */
export * from './tabs';
