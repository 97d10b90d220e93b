/**
 * Who may call each API route lives in @backoffice/domain (API_ACCESS), where the admin reads it
 * too; the routes name their line with `access('METHOD /path')`.
 */
export {
  API_ACCESS as ACCESS,
  type ApiRouteKey as RouteKey,
  apiAccess as access,
} from '@backoffice/domain/apiAccess';
