/** The investor area's messages (loans-and-investors.md §8): detail, list and dashboard. */
import {
  INFO_UPDATED,
  READ,
  READ_DOCUMENTS,
  READ_INVESTMENTS,
  READ_INVESTORS,
  UPDATE_INFO_FAILED,
  WRITE,
} from './texts';

export const investorMessages = {
  /** loans-and-investors.md §8, investor detail. */
  investor: {
    errors: {
      info: `${READ} la información del inversor`,
      preferences: `${READ} las preferencias`,
      investments: READ_INVESTMENTS,
      documents: READ_DOCUMENTS,
      datesHistory: `${READ} el historial de fechas`,
      updateInfo: UPDATE_INFO_FAILED,
      createAccount: `${WRITE} creando la cuenta`,
      setStatus: `${WRITE} cambiando el estado del inversor`,
    },
    success: {
      infoUpdated: INFO_UPDATED,
      accountCreated: 'Cuenta creada con éxito',
      statusChanged: 'Estado del inversor cambiado correctamente',
    },
    /** The set-status entry of the status the investor already has: disabled, saying so. */
    alreadyInStatus: (label: string) => `El inversor ya está en estado «${label}».`,
  },
  /** The investors list and dashboard (loans §8 voice; misInversores's notFound notice). */
  investorList: {
    list: READ_INVESTORS,
    dashboard: `${READ} el dashboard de inversores`,
    /** loans §8: a failed parameter check of an investor lands on the list with notFound. */
    notFound: 'Inversor no encontrado',
  },
} as const;
