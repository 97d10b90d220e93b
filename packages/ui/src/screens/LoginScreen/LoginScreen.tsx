import { messages } from '@backoffice/domain/messages';
import { Form } from 'react-final-form';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { FORM_ERROR, FormTextField, type SubmitHandler } from '../../forms';
import { Alert, Brand, Card, Form as FormRoot, Heading, Intro, Page } from './LoginScreen.styles';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginScreenProps {
  /** May answer the server's refusal (`{ [FORM_ERROR]: '…' }`, or per field). */
  onSubmit: SubmitHandler<LoginValues>;
  /** True while the credentials are being checked. */
  submitting?: boolean;
  /** The failure to show: wrong credentials, or a failure after the token (spec §8). */
  error?: string | null;
}

/** The login page, with its own layout and no menus (spec §2 "Layout"). */
const EMPTY: LoginValues = { username: '', password: '' };

function validate(values: LoginValues) {
  return values.username.trim() && values.password ? {} : { [FORM_ERROR]: messages.auth.missingCredentials };
}

export function LoginScreen({ onSubmit, submitting = false, error = null }: LoginScreenProps) {
  return (
    <Page>
      <Card>
        <Brand>{labels.productName}</Brand>
        <Heading>{labels.login.heading}</Heading>
        <Intro>{labels.login.intro}</Intro>
        <Form<LoginValues>
          initialValues={EMPTY}
          validate={validate}
          onSubmit={(values) => onSubmit({ username: values.username.trim(), password: values.password })}
          render={({ handleSubmit, submitFailed, error: missing, submitError, submitting: sending }) => {
            const busy = submitting || Boolean(sending);
            const shown = (submitFailed ? (missing ?? submitError) : null) ?? error;
            return (
              <FormRoot
                onSubmit={(e) => {
                  e.preventDefault();
                  if (!busy) handleSubmit();
                }}
                noValidate
                aria-label={labels.login.heading}
              >
                {shown ? <Alert role="alert">{shown}</Alert> : null}
                <FormTextField
                  label={labels.login.username}
                  name="username"
                  autoComplete="username"
                  autoCapitalize="none"
                  spellCheck={false}
                  disabled={busy}
                />
                <FormTextField
                  label={labels.login.password}
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  disabled={busy}
                />
                <Button type="submit" busy={busy} fullWidth>
                  {busy ? labels.login.submitting : labels.login.submit}
                </Button>
              </FormRoot>
            );
          }}
        />
      </Card>
    </Page>
  );
}
