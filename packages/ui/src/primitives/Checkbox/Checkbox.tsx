import { forwardRef, type InputHTMLAttributes, useEffect, useImperativeHandle, useRef } from 'react';
import { ErrorText, Hint } from '#internal/field.styles';
import { useFieldIds } from '../../internal/Field';
import { Box, CheckLabel, Row } from './Checkbox.styles';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id' | 'onChange'> {
  label: string;
  onCheckedChange?: (checked: boolean) => void;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
  /** Neither checked nor unchecked: announced as 'mixed'. */
  indeterminate?: boolean;
  error?: string | null | undefined;
  hint?: string | null | undefined;
  id?: string;
}

/** A native checkbox with its label beside it (the whole label is the click target). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, onCheckedChange, onChange, indeterminate = false, error, hint, id, disabled, ...rest },
  ref,
) {
  const ids = useFieldIds(id, error, hint);
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Row>
      <CheckLabel htmlFor={ids.id} $disabled={Boolean(disabled)}>
        <Box
          ref={inner}
          id={ids.id}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => {
            onChange?.(e);
            onCheckedChange?.(e.target.checked);
          }}
          {...rest}
        />
        {label}
      </CheckLabel>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? <ErrorText id={ids.errorId}>{error}</ErrorText> : null}
    </Row>
  );
});
