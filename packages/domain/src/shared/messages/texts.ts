/**
 * The texts several areas of the catalogue show, written once and used by name: the §8 read and
 * write openings, a named text and its line in the HTTP status table, an affiliate-side §8 text
 * the loan or investor blocks repeat. messages.test.ts fails on any other text written under two keys.
 */
import { formatEur } from '../format';

/** Every read error of §8 starts with this; the record being read follows. */
export const READ = 'Ha habido un error obteniendo';
/** Every write error of §8 is 'Ha habido un error ...'. */
export const WRITE = 'Ha habido un error';

/** §8 texts that several areas show (affiliate, loan, investor, approvals): written once, used by name. */
export const INFO_UPDATED = 'información actualizada con éxito';
export const WALLET_REGISTERED = 'Se ha registrado el wallet en LW con éxito';
export const LW_STATUS_CHANGED = 'Estado LW cambiado correctamente';
export const KYC_CLEANED = 'KYC limpiado con éxito';
export const MP2P_DONE = 'MP2P realizado con éxito';
export const MONEY_OUT_DONE = 'MoneyOut realizado con éxito';
export const HOURS_SAVED = 'Horas imputadas con éxito';
export const APPROVED = 'Solicitud aprobada';
export const REJECTED = 'Solicitud rechazada';

/**
 * Texts two keys show: a named text and its line in the HTTP status table, an affiliate-side
 * §8 text the loan or investor blocks repeat, one text for two screens. Written once, used by
 * name; messages.test.ts fails on any other text written under two keys.
 */
export const UNAUTHENTICATED = 'La sesión no es válida o ha caducado. Vuelva a iniciar sesión.';
export const FORBIDDEN = 'No tiene permisos para realizar esta acción.';
export const NOT_FOUND = 'El recurso solicitado no existe.';
export const BAD_REQUEST = 'La petición no es válida.';
export const SERVER_ERROR = 'Se ha producido un error con el servidor';
export const STALE_RECORD =
  'Otra persona ha cambiado este registro mientras lo editaba. Recargue para ver su versión o guarde la suya de todos modos.';
export const REQUIRED = 'Este campo es obligatorio';
export const NOT_A_NUMBER = 'Debe ser un número';
export const unexpected = (id: string | number) =>
  `Se ha producido un error inesperado, si persiste contacte con el servicio tecnico(${id})`;
export const badFilter = (field: string) => `El filtro «${field}» no es válido.`;
export const badOrder = (field: string) => `No se puede ordenar por «${field}».`;
export const READ_DOCUMENTS = `${READ} los documentos`;
export const READ_INVESTMENTS = `${READ} las inversiones`;
export const READ_INSTALLMENTS = `${READ} las cuotas`;
export const READ_INVESTORS = `${READ} los inversores`;
export const READ_LOAN = `${READ} la información del crédito`;
export const READ_TRANSACTIONS = `${READ} las transacciones`;
export const READ_HOLDERS = `${READ} los titulares`;
export const READ_SCORING = `${READ} el scoring`;
export const READ_PAYMENT_METHODS = `${READ} los métodos de pago`;
export const UPDATE_INFO_FAILED = `${WRITE} actualizando la información`;
export const UPLOAD_DOCUMENT_FAILED = `${WRITE} al subir el documento`;
export const DELETE_DOCUMENT_FAILED = `${WRITE} eliminando el documento`;
export const REGISTER_WALLET_FAILED = `${WRITE} registrando el wallet en LW`;
export const UPDATE_LW_STATUS_FAILED = `${WRITE} actualizando el estado LW`;
export const CLEAN_KYC_FAILED = `${WRITE} limpiando el KYC`;
export const MP2P_FAILED = `${WRITE} haciendo el MP2P`;
export const MONEY_OUT_FAILED = `${WRITE} haciendo el money out`;
export const MONEY_OUT = 'Money out';
export const RESET_PAYMENT = 'Reset del pago';
export const RETRY = 'Reintentar';
export const INVESTOR_NOT_FOUND = 'No se ha encontrado el inversor';

/** 'MP2P realizado con éxito: pago a proveedor (1234,56 €)'; parts that are empty are left out. */
export function withDetail(base: string, msg: string, amount: unknown): string {
  const text = typeof msg === 'string' ? msg.trim() : '';
  const money = formatEur(amount);
  const detail = [text, money ? `(${money})` : ''].filter(Boolean).join(' ');
  return detail ? `${base}: ${detail}` : base;
}
