/** The loan screens (issue 13). */
export * from './detail';
export * from './flows';
export * from './list';
