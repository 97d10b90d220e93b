import type { FormApi, SubmissionErrors } from 'final-form';
import { type FormEvent, useRef } from 'react';
import type { SubmitResult } from './validators';

/**
 * For the forms that add an item to a list: the form clears when the send resolves; it keeps what
 * was typed when the send rejects (the app has said why) or answers the server's violations, which
 * then show under their fields.
 */
export function useSendThenClear<V>(send: (values: V) => SubmitResult | Promise<SubmitResult> | unknown) {
  const sent = useRef(false);
  const onSubmit = async (values: V): Promise<SubmissionErrors> => {
    sent.current = false;
    try {
      const refused = (await send(values)) as SubmitResult;
      if (refused && typeof refused === 'object' && Object.keys(refused).length > 0) return refused;
      sent.current = true;
    } catch {
      // Kept for another try.
    }
    return undefined;
  };
  /** The `<form onSubmit>`: submits through final-form, then clears after a send that went through. */
  const submitThenClear =
    (
      handleSubmit: () => Promise<unknown> | undefined,
      form: FormApi<V>,
      /** The values after a send; a function of the values sent when some are kept. */
      initial: Partial<V> | ((sent: V) => Partial<V>),
    ) =>
    (event: FormEvent) => {
      event.preventDefault();
      void handleSubmit()?.then(() => {
        if (!sent.current) return;
        form.restart(typeof initial === 'function' ? initial(form.getState().values) : initial);
      });
    };
  return { onSubmit, submitThenClear };
}
