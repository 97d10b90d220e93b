export {
  FormCheckbox,
  type FormCheckboxProps,
  FormNumberField,
  type FormNumberFieldProps,
  FormSelect,
  type FormSelectProps,
  FormTextarea,
  type FormTextareaProps,
  FormTextField,
  type FormTextFieldProps,
  useFormError,
} from './FormFields';
export { fieldError } from './fieldError';
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
