export interface Bound<V> {
  /** The field's path in the form's values ('user.email'), also the key of its server violation. */
  name: string;
  /** A field-level validator: a domain rule answering a Spanish message, or nothing. */
  validate?: Rule<V> | undefined;
  /** A message from outside the form (a prop), shown when the form has none of its own. */
  error?: string | null | undefined;
}

/** A domain rule: a Spanish message, or nothing (null is nothing too, unlike to final-form). */
export type Rule<V> = (value: V, allValues: object) => string | null | undefined;

export const toValidator = <V>(rule: Rule<V> | undefined) =>
  rule ? (value: V, allValues: object) => rule(value, allValues) ?? undefined : undefined;

export const identity = <T>(value: T): T => value;
