/**
 * The typed contract of the session and password calls (issue 11; spec §7 "Auth and session"):
 * login, token refresh, logout, the one-time set-password token, setting and changing a password.
 * Pure data, keyed by the API_ACCESS route keys.
 */
import { Type } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../shared/validation';
import type { RouteTable } from './routes';
import { IdParams } from './schema';

/** The login form's fields; both are checked by the handler so that a missing one says so in Spanish. */
export const LoginBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 200 })),
  password: Type.Optional(Type.String({ maxLength: 500 })),
});

/** A signed JWT (60 minutes). */
export const TokenAnswer = Type.Object({ token: Type.String() });

const PasswordField = () => Type.String({ maxLength: PASSWORD_MAX_LENGTH * 4 });

export const ChangePasswordBody = Type.Object(
  { currentPassword: Type.String({ maxLength: 500 }), newPassword: PasswordField() },
  { additionalProperties: false },
);

export const SetPasswordBody = Type.Object(
  { token: Type.String({ maxLength: 200 }), password: PasswordField() },
  { additionalProperties: false },
);

/** The one-time token, answered once (only its hash is kept). */
export const PasswordToken = Type.Object({
  user: Type.String(),
  token: Type.String(),
  expiresAt: Type.String(),
});

/** A write that answers only the catalogue's confirmation. */
export const MessageAnswer = Type.Object({ message: Type.String() });

/** A 204: no body (the documentation says so; the handler sends null, which Fastify drops). */
export const NoContent = Type.Null({ description: 'No content' });

export const AUTH_ROUTES = {
  'POST /api/login_check': { body: LoginBody, response: TokenAnswer },
  'PUT /api/refreshJWT': { response: TokenAnswer },
  'POST /api/logout': { response: NoContent, status: 204 },
  'POST /api/users/:id/password_token': { params: IdParams, response: PasswordToken, status: 201 },
  'POST /api/set_password': { body: SetPasswordBody, response: MessageAnswer },
  'POST /api/change_password': { body: ChangePasswordBody, response: MessageAnswer },
} as const satisfies RouteTable;
