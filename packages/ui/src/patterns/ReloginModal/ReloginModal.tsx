import { messages } from '@backoffice/domain/messages';
import { type FormEvent, useRef, useState } from 'react';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { Modal } from '#primitives/Modal';
import { TextField } from '#primitives/TextField';
import { Actions, Alert, Form, Intro } from './ReloginModal.styles';

export interface ReloginValues {
  username: string;
  password: string;
}

export interface ReloginModalProps {
  open: boolean;
  /** The login name of the account the page belongs to; only it may take the page back. */
  username: string;
  onSubmit: (values: ReloginValues) => void;
  /** 'Salir', the close button or Escape: the held save fails and the app goes to /login. */
  onGiveUp: () => void;
  submitting?: boolean;
  /** Wrong credentials or a failure after the token (spec §8), from the session machine. */
  error?: string | null;
}

/**
 * Re-login in place (issue 17): a login form in a modal over the page whose save met an expired
 * session. The page below stays as it was (it is inert while the modal is open); the user name is
 * the page's own, so only the password is asked. A click outside does nothing: leaving is explicit.
 */
export function ReloginModal({
  open,
  username,
  onSubmit,
  onGiveUp,
  submitting = false,
  error = null,
}: ReloginModalProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The modal is portalled, but React bubbles its submit to a form it was rendered in.
    e.stopPropagation();
    if (submitting) return;
    if (!password) {
      setMissing(true);
      passwordRef.current?.focus();
      return;
    }
    setMissing(false);
    onSubmit({ username, password });
  };

  const shown = missing ? messages.auth.missingCredentials : error;
  return (
    <Modal
      open={open}
      onClose={onGiveUp}
      title={messages.relogin.title}
      size="sm"
      initialFocus={passwordRef}
      closeOnBackdrop={false}
    >
      <Form onSubmit={submit} noValidate aria-label={labels.login.heading} data-transient-input="">
        <Intro>{messages.relogin.keptInput}</Intro>
        {shown ? <Alert role="alert">{shown}</Alert> : null}
        <TextField
          label={labels.login.username}
          name="username"
          autoComplete="username"
          value={username}
          readOnly
        />
        <TextField
          ref={passwordRef}
          label={labels.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          disabled={submitting}
        />
        <Actions>
          <Button type="button" variant="secondary" onClick={onGiveUp} disabled={submitting}>
            {messages.auth.logout}
          </Button>
          <Button type="submit" busy={submitting}>
            {submitting ? labels.login.submitting : labels.login.submit}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
