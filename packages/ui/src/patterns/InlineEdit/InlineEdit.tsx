import { isoToDisplay, messages } from '@backoffice/domain';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useRef,
  useState,
} from 'react';
import { formatDecimal, parseDecimal } from '#internal/decimal';
import { ErrorText, FieldRoot, Label } from '#internal/field.styles';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { DateField } from '#primitives/DateField';
import { IconButton } from '#primitives/IconButton';
import { NumberField } from '#primitives/NumberField';
import { Popover } from '#primitives/Popover';
import { Select, type SelectOption } from '#primitives/Select';
import { TextField } from '#primitives/TextField';
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

function InlineEditForm({
  label,
  kind,
  value,
  display,
  options = [],
  placeholder,
  validate,
  onConfirm,
  onCancel,
  saveError = messages.write.updateInfo,
  step = 0.01,
  min,
  max,
  results = [],
  onSearch,
  searching = false,
  searchError,
  inputRef,
  onDone,
}: InlineEditProps & {
  inputRef: RefObject<(HTMLInputElement & HTMLSelectElement) | null>;
  onDone: () => void;
}) {
  const initialText = value === null ? '' : String(value);
  const [text, setText] = useState(initialText);
  const [num, setNum] = useState<number | null>(() =>
    typeof value === 'number' ? value : value === null ? null : parseDecimal(String(value)),
  );
  const [picked, setPicked] = useState<InlineEditResult | null>(null);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  // Spec §5: text is trimmed before it is validated and sent.
  const draft: InlineEditValue =
    kind === 'number'
      ? num
      : kind === 'affiliate'
        ? (picked?.value ?? value)
        : kind === 'text'
          ? text.trim()
          : text;
  const unreadable = kind === 'number' && num !== null && Number.isNaN(num);
  const invalid = touched && !unreadable ? (validate?.(draft) ?? null) : null;
  const message = invalid ?? (failed ? saveError : null);

  const confirm = async () => {
    setTouched(true);
    setFailed(false);
    if (unreadable || validate?.(draft)) {
      inputRef.current?.focus();
      return;
    }
    const unchanged =
      kind === 'affiliate'
        ? picked === null || picked.value === value
        : draft === (kind === 'number' ? value : initialText);
    if (unchanged) {
      onDone();
      return;
    }
    const outcome = onConfirm(draft, picked ?? undefined);
    if (outcome instanceof Promise) {
      setBusy(true);
      try {
        if ((await outcome) !== false) onDone();
        else setFailed(true);
      } catch {
        // The popover stays open with the user's input and says the save failed, to retry.
        setFailed(true);
      } finally {
        setBusy(false);
      }
    } else if (outcome !== false) {
      onDone();
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void confirm();
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
      void confirm();
    }
  };

  const field = (() => {
    switch (kind) {
      case 'number':
        return (
          <NumberField
            ref={inputRef}
            label={label}
            value={num}
            onValueChange={(n) => setNum(n)}
            step={step}
            {...(min !== undefined ? { min } : {})}
            {...(max !== undefined ? { max } : {})}
            error={message}
            disabled={busy}
          />
        );
      case 'select':
        return (
          <Select
            ref={inputRef}
            label={label}
            options={options}
            value={text}
            onValueChange={setText}
            {...(placeholder !== undefined ? { placeholder } : {})}
            error={message}
            disabled={busy}
          />
        );
      case 'date':
        return (
          <DateField
            ref={inputRef}
            label={label}
            value={text}
            onValueChange={setText}
            error={message}
            disabled={busy}
          />
        );
      case 'affiliate':
        return (
          <FieldRoot>
            <Label htmlFor={`${errorId}-search`}>{label}</Label>
            <SearchCombobox
              id={`${errorId}-search`}
              label={label}
              placeholder={typeof display === 'string' ? display : labels.inlineEdit.searchAffiliate}
              items={results.map((r) => ({ key: String(r.value), label: r.label, detail: r.detail }))}
              loading={searching}
              error={searchError}
              onSearch={(q) => onSearch?.(q)}
              onPick={(item) => setPicked(results.find((r) => String(r.value) === item.key) ?? null)}
              inline
              inputRef={inputRef}
              describedBy={message ? errorId : undefined}
              invalid={Boolean(message)}
              disabled={busy}
            />
            {message ? <ErrorText id={errorId}>{message}</ErrorText> : null}
          </FieldRoot>
        );
      default:
        return (
          <TextField
            ref={inputRef}
            label={label}
            value={text}
            onChange={(e) => setText(e.target.value)}
            {...(placeholder !== undefined ? { placeholder } : {})}
            error={message}
            disabled={busy}
          />
        );
    }
  })();

  return (
    <Form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      {field}
      <Actions>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            onCancel?.();
            onDone();
          }}
        >
          {labels.actions.cancel}
        </Button>
        <Button type="submit" size="sm" busy={busy}>
          {labels.actions.confirm}
        </Button>
      </Actions>
    </Form>
  );
}
