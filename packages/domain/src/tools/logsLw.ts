/**
 * Logs LW (issue 16 IT tools; loans §6: ADMIN): the calls the API made to the wallet provider, as
 * the API keeps them (table provider_calls), filtered by Madrid days, user and result. The filter
 * rules live here so the screen and the API refuse the same values with the same Spanish text.
 */
import { formatInstant, isIsoDate } from '../shared/dates';
import { toolsMessages } from './messages';

/** What a call answered: the provider did it, or it failed (with the provider's code). */
export const PROVIDER_CALL_RESULTS = ['ok', 'error'] as const;
export type ProviderCallResult = (typeof PROVIDER_CALL_RESULTS)[number];

/** Rows per page of the log. */
export const LOGS_LW_PAGE_SIZE = 50;
/** The longest text the user filter takes. */
export const LOGS_LW_USER_MAX = 100;

/** The screen's filters, as the URL and the API's query carry them ('' is "any"). */
export interface LogsLwFilters {
  /** First Madrid day, YYYY-MM-DD, inclusive. */
  desde: string;
  /** Last Madrid day, YYYY-MM-DD, inclusive. */
  hasta: string;
  /** A user's id, e-mail or name: the staff user who made the call or the customer it concerns. */
  usuario: string;
  resultado: '' | ProviderCallResult;
}

export const EMPTY_LOGS_LW_FILTERS: LogsLwFilters = { desde: '', hasta: '', usuario: '', resultado: '' };

const M = toolsMessages.logsLw;

/** The first thing wrong with the filters (Spanish), or null. */
export function logsLwFilterError(
  f: Partial<Record<keyof LogsLwFilters, string | undefined>>,
): string | null {
  const desde = f.desde?.trim() ?? '';
  const hasta = f.hasta?.trim() ?? '';
  if (desde !== '' && !isIsoDate(desde)) return M.fromInvalid;
  if (hasta !== '' && !isIsoDate(hasta)) return M.toInvalid;
  if (desde !== '' && hasta !== '' && desde > hasta) return M.rangeInverted;
  if ((f.usuario?.trim().length ?? 0) > LOGS_LW_USER_MAX) return M.userTooLong(LOGS_LW_USER_MAX);
  const resultado = f.resultado?.trim() ?? '';
  if (resultado !== '' && !(PROVIDER_CALL_RESULTS as readonly string[]).includes(resultado))
    return M.resultInvalid;
  return null;
}

/** An instant (ISO) as the log shows it: 'D/MM/YYYY HH:mm', Madrid's wall clock; '' when not a date. */
export const formatCallTime = formatInstant;
