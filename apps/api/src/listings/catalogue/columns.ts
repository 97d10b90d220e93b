/** The columns and filters the listings are declared with. */
import type { LinkKind, ListingColumn } from '@backoffice/domain/listings';
import type { EngineFilter } from '../engine';

export const col = (key: string, label: string, type: ListingColumn['type'] = 'text'): ListingColumn => ({
  key,
  label,
  type,
});
export const link = (key: string, label: string, kind: LinkKind, linkKey: string): ListingColumn => ({
  key,
  label,
  type: 'code',
  link: kind,
  linkKey,
});
export const loanCode = link('codigo', 'Código', 'loan', 'creditoId');
/** The first columns of a listing by investor and by affiliate: the code that links to it, the name. */
export const INVESTOR_COLUMNS = [
  link('codigo', 'Código', 'investor', 'inversorId'),
  col('inversor', 'Inversor'),
];
export const AFFILIATE_COLUMNS = [
  link('codigo', 'Código', 'affiliate', 'afiliadoId'),
  col('afiliado', 'Afiliado'),
];
export const money = (key: string, label: string) => col(key, label, 'money');
export const date = (key: string, label: string) => col(key, label, 'date');
export const num = (key: string, label: string) => col(key, label, 'number');

export const text = (name: string, label: string, column: string | readonly string[]): EngineFilter => ({
  name,
  label,
  type: 'text',
  column,
  op: 'contains',
});
export const from = (column: string): EngineFilter => ({
  name: 'desde',
  label: 'Desde',
  type: 'date',
  column,
  op: 'gte',
});
export const until = (column: string): EngineFilter => ({
  name: 'hasta',
  label: 'Hasta',
  type: 'date',
  column,
  op: 'lte',
});
export const minAmount = (column: string): EngineFilter => ({
  name: 'importeMinimo',
  label: 'Importe mínimo',
  type: 'number',
  column,
  op: 'gte',
});
export const between = (column: string) => [from(column), until(column)];
export const oneOf = (name: string, label: string, values: readonly string[]): EngineFilter => ({
  name,
  label,
  type: 'select',
  op: 'eq',
  options: values.map((v) => ({ value: v, label: v })),
});
/** Text filters on loans: read from the trigram indexes by the loan's id (engine's `loanIds`). */
export const loanText = (name: string, label: string, column: string): EngineFilter => ({
  ...text(name, label, column),
  loanIds: 'creditoId',
});
export const byCode = loanText('q', 'Código', 'codigo');
export const byBorrower = loanText('q', 'Código o prestatario', 'prestatario');
export const byInvestor = text('q', 'Inversor', 'inversor');
/** 'Usuario o email': the text is looked for in the username and in the e-mail. */
export const byUser = text('q', 'Usuario o email', ['usuario', 'email']);
