/**
 * Rules the API needs that @backoffice/domain does not export yet. Each is the narrowest version
 * that serves the API, and each moves to the domain package when it is there.
 */
import { hasAnyRole, isSalesUser, type RolesInput } from '@backoffice/domain';

// TODO(domain): move to @backoffice/domain
/**
 * Issue 5 "COMERCIAL users see and change only the affiliates assigned to them": a user whose
 * sales role (COMERCIAL, COMERCIAL_PLUS) is not backed by a wider one (MICRO_ADMIN or above, RISK).
 */
export function seesOnlyAssignedAffiliates(roles: RolesInput): boolean {
  const list = typeof roles === 'string' ? roles.split(',') : (roles ?? []);
  return isSalesUser(roles) && !hasAnyRole(list, ['ROLE_MICRO_ADMIN', 'ROLE_RISK']);
}
