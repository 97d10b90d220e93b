/**
 * What the admin needs once a token is in hand, in one answer instead of three calls in series
 * (the user by e-mail, then its roles, then the reports list): who I am, my menu and my reports.
 */
import { type TSchema, Type } from 'typebox';
import type { MenuEntry } from '../shared/routes';
import type { RouteTable } from './routes';
import { ReportsList } from './tools';

/**
 * The logged-in user (spec §3 "Login user"), roles included, and what the session cookies keep of
 * them besides (§6): the user's type, their affiliate and their sales-force id.
 */
export const SessionUserAnswer = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  firstname: Type.String(),
  lastname: Type.Union([Type.String(), Type.Null()]),
  roles: Type.Array(Type.String()),
  /** The user's `tipo` (empleado, comercial, afiliado…). */
  type: Type.String(),
  /** The affiliate the user belongs to: the one they administer, else the shop they sell for. */
  afiliado: Type.Union([Type.Integer(), Type.Null()]),
  /** The user's record in the sales force (a sales agent's id); null for who does not sell. */
  salesForceId: Type.Union([Type.Integer(), Type.Null()]),
});

/** The deepest the menu of @backoffice/domain nests (groups, sub-groups, entries). */
const MENU_DEPTH = 5;
/** One entry of `menuFor`'s tree, `depth` levels deep at most. */
function menuEntry(depth: number): TSchema {
  return Type.Object({
    id: Type.String(),
    label: Type.String(),
    path: Type.Optional(Type.String()),
    disabled: Type.Optional(Type.Boolean()),
    download: Type.Optional(Type.Boolean()),
    ...(depth > 1 ? { children: Type.Optional(Type.Array(menuEntry(depth - 1))) } : {}),
  });
}

export const BootstrapAnswer = Type.Object({
  user: SessionUserAnswer,
  /** The sidebar of §2 for the user's roles, the reports they may see in it. */
  menu: Type.Array(Type.Unsafe<MenuEntry>(menuEntry(MENU_DEPTH))),
  /** The reports the user may open (as GET /api/tools/reportsList answers them). */
  reports: ReportsList,
});

export const BOOTSTRAP_ROUTES = {
  'GET /api/bootstrap': { response: BootstrapAnswer },
} as const satisfies RouteTable;
