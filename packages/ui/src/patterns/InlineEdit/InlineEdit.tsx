import { isoToDisplay, messages } from '@backoffice/domain';
import { type KeyboardEvent, type ReactNode, type RefObject, useId, useRef, useState } from 'react';
import { Form as FinalForm, useField } from 'react-final-form';
import { formatDecimal, parseDecimal, stepDecimals } from '#internal/decimal';
import { ErrorText, FieldRoot, Label } from '#internal/field.styles';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { DateField } from '#primitives/DateField';
import { IconButton } from '#primitives/IconButton';
import { Popover } from '#primitives/Popover';
import type { SelectOption } from '#primitives/Select';
import { FormNumberField } from '../../forms/FormNumberField';
import { FormSelect } from '../../forms/FormSelect';
import { FormTextField } from '../../forms/FormTextField';
import { fieldError } from '../../forms/fieldError';
import { SearchCombobox } from '../../internal/SearchCombobox';
import { Actions, Form, Root, Saving, Value } from './InlineEdit.styles';

/** Spec §2: the inline edit popover edits text, a number (step 0.01), a select, an affiliate or a date. */
export type InlineEditKind = 'text' | 'number' | 'select' | 'affiliate' | 'date';
/** text, select and date (YYYY-MM-DD) give strings; number gives a number or null; affiliate its id. */
export type InlineEditValue = string | number | null;

export interface InlineEditResult {
  value: string | number;
  label: string;
  detail?: string | null | undefined;
}

export interface InlineEditProps {
  /** The field's name: labels the input and names the edit button ('Editar {label}'). */
  label: string;
  kind: InlineEditKind;
  value: InlineEditValue;
  /** How the value reads when not editing; by default the value itself (dates as D/MM/YYYY). */
  display?: ReactNode;
  /** select: the choices. */
  options?: readonly SelectOption[];
  placeholder?: string;
  /** Spec §5: an optional per-field validator; its message shows under the input and blocks confirm. */
  validate?: ((value: InlineEditValue) => string | null | undefined) | undefined;
  /**
   * Called with the new value (text already trimmed) when it changed. A promise keeps the popover
   * open, its confirm button busy, until it settles; resolving to false or rejecting keeps it open.
   * Resolving to the server's violations (final-form submission errors, e.g. `{ email: '…' }`)
   * keeps it open too, with the message under the input.
   */
  onConfirm: (value: InlineEditValue, picked?: InlineEditResult) => unknown;
  onCancel?: () => void;
  /**
   * Shown under the input when the save fails (the promise resolves to false or rejects): the
   * popover stays open with what the user typed (issue 12). §8's generic update failure by default.
   */
  saveError?: string;
  /** The value is being saved elsewhere (an optimistic machine): the edit button is busy meanwhile. */
  saving?: boolean;
  disabled?: boolean;
  /** number: the step (spec §9: 0.01) and bounds for the arrow keys. */
  step?: number;
  min?: number;
  max?: number;
  /** affiliate: the results of the last search, the search callback and its state. */
  results?: readonly InlineEditResult[];
  onSearch?: (query: string) => void;
  searching?: boolean;
  searchError?: string | null;
}

/** The value, an edit button, and a popover that edits it with confirm and cancel. */
export function InlineEdit(props: InlineEditProps) {
  const { label, kind, value, display, options, saving = false, disabled = false } = props;
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const shown =
    display ??
    (value === null || value === ''
      ? null
      : kind === 'date'
        ? isoToDisplay(value)
        : kind === 'number' && typeof value === 'number'
          ? formatDecimal(value)
          : kind === 'select'
            ? (options?.find((o) => o.value === String(value))?.label ?? String(value))
            : String(value));
  const empty = shown === null || shown === '';
  return (
    <Root>
      <Value $empty={empty}>{empty ? labels.inlineEdit.empty : shown}</Value>
      <Popover
        label={labels.inlineEdit.popover(label)}
        open={open}
        onOpenChange={setOpen}
        initialFocus={inputRef}
        trigger={(trigger) => (
          <IconButton
            {...trigger}
            label={labels.actions.edit(label)}
            icon="edit"
            size="sm"
            disabled={disabled}
            busy={saving}
          />
        )}
      >
        <InlineEditForm {...props} inputRef={inputRef} onDone={() => setOpen(false)} />
      </Popover>
      {saving ? <Saving role="status">{labels.inlineEdit.saving}</Saving> : null}
    </Root>
  );
}

/** 23.565 with 2 decimals → 23.57 (scaled in decimal notation, so no binary rounding slips in). */
const toDecimals = (value: number, decimals: number) =>
  Math.round(Number(`${value}e${decimals}`)) / 10 ** decimals;

interface Draft {
  /** text, select and date: the text; number: the number read (null when empty, NaN when unreadable). */
  value: string | number | null;
  picked: InlineEditResult | null;
}

/** The message of a refusal answered by the app: the field's violation, or the form's. */
function refusalMessage(outcome: unknown): string | null {
  if (!outcome || typeof outcome !== 'object') return null;
  const first = Object.values(outcome as Record<string, unknown>).find((m) => typeof m === 'string' && m);
  return (first as string | undefined) ?? null;
}

function InlineEditForm(
  props: InlineEditProps & {
    inputRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
    onDone: () => void;
  },
) {
  const { kind, value, validate, onConfirm, saveError = messages.write.updateInfo, inputRef, onDone } = props;
  const initialText = value === null ? '' : String(value);
  const [initial] = useState<Draft>(() => ({
    value:
      kind === 'number'
        ? typeof value === 'number'
          ? value
          : value === null
            ? null
            : parseDecimal(String(value))
        : initialText,
    picked: null,
  }));

  // Spec §5: text is trimmed before it is validated and sent.
  // A number is sent with the step's decimals (0.01: two), whatever was typed after them.
  const draftOf = (d: Draft): InlineEditValue =>
    kind === 'number'
      ? typeof d.value === 'number' && Number.isFinite(d.value)
        ? toDecimals(d.value, stepDecimals(props.step ?? 0.01))
        : (d.value as number | null)
      : kind === 'affiliate'
        ? (d.picked?.value ?? value)
        : kind === 'text'
          ? String(d.value ?? '').trim()
          : String(d.value ?? '');
  const rule = (v: unknown, all: object) => {
    if (kind === 'number' && typeof v === 'number' && Number.isNaN(v))
      return messages.validation.numberInvalid;
    return validate?.(draftOf(all as Draft)) ?? null;
  };

  const confirm = async (d: Draft) => {
    const draft = draftOf(d);
    const unchanged =
      kind === 'affiliate'
        ? d.picked === null || d.picked.value === value
        : draft === (kind === 'number' ? value : initialText);
    if (unchanged) {
      onDone();
      return undefined;
    }
    try {
      const outcome = await onConfirm(draft, d.picked ?? undefined);
      // The popover stays open with the user's input and says why, to retry.
      if (outcome === false) return { value: saveError };
      const refused = refusalMessage(outcome);
      if (refused) return { value: refused };
    } catch {
      return { value: saveError };
    }
    onDone();
    return undefined;
  };

  return (
    <FinalForm<Draft>
      initialValues={initial}
      onSubmit={confirm}
      render={({ handleSubmit, submitting }) => {
        const submit = () => {
          // A value the validator refuses keeps the focus in the input.
          if (handleSubmit() === undefined) inputRef.current?.focus();
        };
        // Enter confirms from every kind, including a select or date input that does not submit on its own.
        const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
          const t = e.target as HTMLElement;
          if (
            e.key === 'Enter' &&
            !e.defaultPrevented &&
            (t.tagName === 'SELECT' || t.getAttribute('type') === 'date')
          ) {
            e.preventDefault();
            submit();
          }
        };
        return (
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
            onKeyDown={onKeyDown}
            noValidate
          >
            <InlineEditField {...props} rule={rule} busy={Boolean(submitting)} />
            <Actions>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  props.onCancel?.();
                  onDone();
                }}
              >
                {labels.actions.cancel}
              </Button>
              <Button type="submit" size="sm" busy={Boolean(submitting)}>
                {labels.actions.confirm}
              </Button>
            </Actions>
          </Form>
        );
      }}
    />
  );
}

function InlineEditField({
  label,
  kind,
  display,
  options = [],
  placeholder,
  step = 0.01,
  min,
  max,
  results = [],
  onSearch,
  searching = false,
  searchError,
  inputRef,
  rule,
  busy,
}: InlineEditProps & {
  inputRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  rule: (value: unknown, all: object) => string | null;
  busy: boolean;
}) {
  const errorId = useId();
  switch (kind) {
    case 'number':
      return (
        <FormNumberField
          ref={inputRef}
          name="value"
          label={label}
          validate={rule}
          step={step}
          // A number input to assistive technology too: it steps with the arrow keys.
          role="spinbutton"
          {...(min !== undefined ? { min } : {})}
          {...(max !== undefined ? { max } : {})}
          disabled={busy}
        />
      );
    case 'select':
      return (
        <FormSelect
          ref={inputRef}
          name="value"
          label={label}
          options={options}
          validate={rule}
          {...(placeholder !== undefined ? { placeholder } : {})}
          disabled={busy}
        />
      );
    case 'date':
      return <InlineDate inputRef={inputRef} label={label} rule={rule} busy={busy} />;
    case 'affiliate':
      return (
        <InlineAffiliate
          label={label}
          placeholder={typeof display === 'string' ? display : labels.inlineEdit.searchAffiliate}
          results={results}
          onSearch={onSearch}
          searching={searching}
          searchError={searchError}
          inputRef={inputRef}
          rule={rule}
          busy={busy}
          errorId={errorId}
        />
      );
    default:
      return (
        <FormTextField
          ref={inputRef}
          name="value"
          label={label}
          validate={rule}
          {...(placeholder !== undefined ? { placeholder } : {})}
          disabled={busy}
        />
      );
  }
}

function InlineDate({
  inputRef,
  label,
  rule,
  busy,
}: {
  inputRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  label: string;
  rule: (value: unknown, all: object) => string | null;
  busy: boolean;
}) {
  const { input, meta } = useField<string>('value', { validate: (v, all) => rule(v, all) ?? undefined });
  return (
    <DateField
      ref={inputRef}
      label={label}
      value={input.value ?? ''}
      onValueChange={(v) => input.onChange(v)}
      onBlur={() => input.onBlur()}
      error={fieldError(meta)}
      disabled={busy}
    />
  );
}

function InlineAffiliate({
  label,
  placeholder,
  results,
  onSearch,
  searching,
  searchError,
  inputRef,
  rule,
  busy,
  errorId,
}: {
  label: string;
  placeholder: string;
  results: readonly InlineEditResult[];
  onSearch: ((query: string) => void) | undefined;
  searching: boolean;
  searchError: string | null | undefined;
  inputRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  rule: (value: unknown, all: object) => string | null;
  busy: boolean;
  errorId: string;
}) {
  const { input, meta } = useField<InlineEditResult | null>('picked', {
    validate: (v, all) => rule(v, all) ?? undefined,
  });
  const value = useField('value', { subscription: { submitError: true, dirtySinceLastSubmit: true } });
  const message = fieldError(meta) ?? fieldError(value.meta);
  return (
    <FieldRoot>
      <Label htmlFor={`${errorId}-search`}>{label}</Label>
      <SearchCombobox
        id={`${errorId}-search`}
        label={label}
        placeholder={placeholder}
        items={results.map((r) => ({ key: String(r.value), label: r.label, detail: r.detail }))}
        loading={searching}
        error={searchError}
        onSearch={(q) => onSearch?.(q)}
        onPick={(item) => input.onChange(results.find((r) => String(r.value) === item.key) ?? null)}
        inline
        inputRef={inputRef}
        describedBy={message ? errorId : undefined}
        invalid={Boolean(message)}
        disabled={busy}
      />
      {message ? <ErrorText id={errorId}>{message}</ErrorText> : null}
    </FieldRoot>
  );
}
