import { routeTitle } from '@backoffice/domain/routes';
import { type NewTaskInput, newTaskErrors, TASK_TYPES } from '@backoffice/domain/tools';
import { Field, Form } from 'react-final-form';
import { Button } from '#primitives/Button';
import { DateField } from '#primitives/DateField';
import { Select } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
import { toolsLabels } from '../labels';
import { Filters, Intro, Root, Title } from '../SecuritizationScreen/SecuritizationScreen.styles';

const L = toolsLabels.tasks.form;

export interface NewTaskValues {
  type: string;
  date: string;
  afiliado: string;
  name: string;
}

export interface NewTaskScreenProps {
  /** The affiliates the user may file a task on. */
  affiliates: readonly { id: number; name: string }[];
  initialDate: string;
  /** Resolves once saved (the form then clears); rejects to keep the user's input. */
  onSubmit: (values: NewTaskValues) => Promise<void>;
}

const TYPE_OPTIONS = TASK_TYPES.map((t) => ({ value: t, label: t }));

/**
 * /comerciales/nueva-tarea (issue 16; platform §2: COMERCIAL, MICRO_ADMIN): type, date, affiliate and
 * name, on react-final-form, validated by the domain's newTaskErrors (the API runs the same check).
 */
export function NewTaskScreen({ affiliates, initialDate, onSubmit }: NewTaskScreenProps) {
  const options = affiliates.map((a) => ({ value: String(a.id), label: a.name }));
  return (
    <Root>
      <Title>{routeTitle('/comerciales/nueva-tarea')}</Title>
      <Intro>{toolsLabels.tasks.intro}</Intro>
      <Form<NewTaskValues>
        initialValues={{ type: '', date: initialDate, afiliado: '', name: '' }}
        validate={(v) => newTaskErrors(v as NewTaskInput)}
        onSubmit={async (values, form) => {
          try {
            await onSubmit(values);
            setTimeout(() => form.restart({ type: '', date: initialDate, afiliado: '', name: '' }));
          } catch {
            // kept: the failure was notified
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <Filters onSubmit={handleSubmit} noValidate aria-label={routeTitle('/comerciales/nueva-tarea')}>
            <Field<string> name="type">
              {({ input, meta }) => (
                <Select
                  label={L.type}
                  options={TYPE_OPTIONS}
                  placeholder={L.choose}
                  value={input.value}
                  onValueChange={input.onChange}
                  error={meta.touched ? meta.error : null}
                />
              )}
            </Field>
            <Field<string> name="date">
              {({ input, meta }) => (
                <DateField
                  label={L.date}
                  value={input.value}
                  onValueChange={input.onChange}
                  error={meta.touched ? meta.error : null}
                />
              )}
            </Field>
            <Field<string> name="afiliado">
              {({ input, meta }) => (
                <Select
                  label={L.affiliate}
                  options={options}
                  placeholder={L.choose}
                  value={input.value}
                  onValueChange={input.onChange}
                  error={meta.touched ? meta.error : null}
                />
              )}
            </Field>
            <Field<string> name="name">
              {({ input, meta }) => (
                <TextField
                  label={L.name}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={meta.touched ? meta.error : null}
                />
              )}
            </Field>
            <Button type="submit" busy={submitting}>
              {L.save}
            </Button>
          </Filters>
        )}
      />
    </Root>
  );
}
