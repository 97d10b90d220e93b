export {
  type Credentials,
  CredentialsRejected,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionUser,
  type StoredSession,
  sessionMachine,
} from './session/sessionMachine';
