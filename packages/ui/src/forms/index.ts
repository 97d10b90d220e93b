export type { Rule } from './bound';
export { FormCheckbox, type FormCheckboxProps } from './FormCheckbox';
export { FormNumberField, type FormNumberFieldProps } from './FormNumberField';
export { FormSelect, type FormSelectProps } from './FormSelect';
export { FormTextarea, type FormTextareaProps } from './FormTextarea';
export { FormTextField, type FormTextFieldProps } from './FormTextField';
export { fieldError } from './fieldError';
export { useFormError } from './useFormError';
export { useSendThenClear } from './useSendThenClear';
export {
  composeValidators,
  FORM_ERROR,
  keepText,
  type SubmissionErrors,
  type SubmitHandler,
  type SubmitResult,
  withoutEmpty,
} from './validators';
