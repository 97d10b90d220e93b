/** The investor-detail sections' state plays are the kit's, shared with the loan detail. Stories only. */
export { statePlays } from '#internal/statePlays';
