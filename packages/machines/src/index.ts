export type { ActorFailure } from './internal/errors';
export {
  type Credentials,
  CredentialsRejected,
  type LoadRolesInput,
  type LoadUserInput,
  type RefreshInput,
  SESSION_EXPIRES_AFTER_MS,
  SESSION_REFRESH_AFTER_MS,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionUser,
  type StoredSession,
  sessionMachine,
} from './session/sessionMachine';
