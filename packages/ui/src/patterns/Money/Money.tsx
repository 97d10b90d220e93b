import { formatEur, formatEurPlan, parseEur } from '@backoffice/domain';
import { MissingValue } from '../../internal/MissingValue';

export type MoneyFormat = 'default' | 'plan';

export interface MoneyProps {
  /** Euros: a number, or a string as the API sends it. */
  value: unknown;
  /** Spec §9: 'plan' groups every thousand ('1.234,56 €') as the plan screens do. */
  format?: MoneyFormat;
  /** Paint negative amounts in the danger colour. */
  signed?: boolean;
}

const formatters: Record<MoneyFormat, (value: unknown) => string> = {
  default: formatEur,
  plan: formatEurPlan,
};

/** An amount in euros, es-ES, 2 decimals, by the domain's formatters. */
export function Money({ value, format = 'default', signed = false }: MoneyProps) {
  const text = formatters[format](value);
  if (!text) return <MissingValue />;
  const n = typeof value === 'number' ? value : parseEur(value);
  return (
    <span data-bo="money" data-negative={signed && n !== null && n < 0 ? '' : undefined}>
      {text}
    </span>
  );
}
