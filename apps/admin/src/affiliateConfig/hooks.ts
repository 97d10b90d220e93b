// Kept only for AffiliateTools.tsx, which another change moves onto the action registry: the
// hooks live in ../data and ../affiliates/reads. Delete this file once nothing imports it.

export { isAffiliateNotFound, useAffiliateParameters } from '../affiliates/reads';
export { useMe } from '../resources';
