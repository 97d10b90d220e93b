import { messages } from '@backoffice/domain/messages';
import { type FormEvent, useState } from 'react';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { TextField } from '#primitives/TextField';
import { Alert, Brand, Card, Form, Heading, Intro, Page } from './LoginScreen.styles';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginScreenProps {
  onSubmit: (values: LoginValues) => void;
  /** True while the credentials are being checked. */
  submitting?: boolean;
  /** The failure to show: wrong credentials, or a failure after the token (spec §8). */
  error?: string | null;
}

/**
 * The login page, with its own layout and no menus (spec §2 "Layout"). The one form not on
 * final-form, for a measured reason: it is the only form on /login, whose initial JavaScript has a
 * 150 KB gzip budget, and final-form with react-final-form adds 9.1 KB gzip to it (150.6 KB with
 * them, 141.5 KB without). Two fields and one rule (both filled) need no form library.
 */
export function LoginScreen({ onSubmit, submitting = false, error = null }: LoginScreenProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    const user = username.trim();
    if (!user || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit({ username: user, password });
  };

  const shown = missing ? messages.auth.missingCredentials : error;
  return (
    <Page>
      <Card>
        <Brand>{labels.productName}</Brand>
        {/* React hoists it into <head>: the tab says 'Iniciar sesión' like the route table's title. */}
        <title>{labels.login.heading}</title>
        <Heading>{labels.login.heading}</Heading>
        <Intro>{labels.login.intro}</Intro>
        <Form onSubmit={submit} noValidate aria-label={labels.login.heading}>
          {shown ? <Alert role="alert">{shown}</Alert> : null}
          <TextField
            label={labels.login.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            disabled={submitting}
          />
          <TextField
            label={labels.login.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={submitting}
          />
          <Button type="submit" busy={submitting} fullWidth>
            {submitting ? labels.login.submitting : labels.login.submit}
          </Button>
        </Form>
      </Card>
    </Page>
  );
}
