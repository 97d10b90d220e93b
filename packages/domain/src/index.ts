export { formatEur, formatEurPlan, NBSP } from './format';
export { type HttpErrorStatus, messageForStatus, messages } from './messages';
export {
  effectiveRoles,
  hasAnyRole,
  hasRole,
  normalizeRole,
  ROLE_HIERARCHY,
  ROLES,
  type Role,
  type RoleName,
  reachableRoles,
} from './roles';
