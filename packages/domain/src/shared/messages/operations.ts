/** Money movements, four-eyes approvals and the audit trail of any record. */
import { formatEur } from '../format';
import { APPROVED, MONEY_OUT, READ, REJECTED, RESET_PAYMENT, WRITE } from './texts';

export const operationMessages = {
  /** Money movements the API refuses before calling the wallet provider. */
  money: {
    /** A money out above the wallet's balance: names the amount that is available. */
    insufficientBalance: (available: unknown) =>
      `Saldo insuficiente: el saldo disponible del monedero es ${formatEur(available) || formatEur(0)}`,
    inProgress: 'La operación con esta clave ya está en curso. Inténtelo de nuevo en unos segundos.',
    /** The reconciler (apps/api money.ts): a movement whose answer was lost, settled later. */
    reconciledRecorded: 'Movimiento confirmado por el proveedor y registrado tras una interrupción',
    reconciledReleased: 'El proveedor no hizo el movimiento: se libera la operación y su reserva',
  },
  /** Four-eyes: a protected operation waits for a second person (shared/fourEyes.ts). */
  approvals: {
    pending: 'La operación queda pendiente de aprobación por otra persona.',
    ownRequest: 'No puede aprobar su propia solicitud.',
    approved: APPROVED,
    rejected: REJECTED,
    notPending: 'La solicitud ya no está pendiente.',
    failed: 'La operación aprobada no se pudo realizar.',
    read: `${READ} las solicitudes de aprobación`,
    approve: `${WRITE} aprobando la solicitud`,
    reject: `${WRITE} rechazando la solicitud`,
    reasonRequired: 'Indique el motivo del rechazo.',
    title: 'Aprobaciones pendientes',
    empty: 'No hay solicitudes pendientes de aprobación.',
    approveButton: 'Aprobar',
    rejectButton: 'Rechazar',
    confirmApprove: '¿Está seguro de aprobar la solicitud? La operación se realizará ahora.',
    confirmReject: '¿Está seguro de rechazar la solicitud?',
    reasonLabel: 'Motivo del rechazo',
    columns: {
      requester: 'Solicitante',
      action: 'Acción',
      detail: 'Importe / registro',
      when: 'Fecha',
      decide: 'Decisión',
    },
    statuses: { pending: 'Pendiente', approved: 'Aprobada', rejected: 'Rechazada', failed: 'Fallida' },
    actions: { moneyOut: MONEY_OUT, resetPayment: RESET_PAYMENT },
    /** The record a request acts on, by its kind: 'Afiliado 31', 'Crédito 7'. */
    records: { afiliados: 'Afiliado', creditos: 'Crédito', inversores: 'Inversor', users: 'Usuario' },
  },
  /** The audit trail of a record ('Historial de acciones'). */
  audit: {
    title: 'Historial de acciones',
    read: `${READ} el historial de acciones`,
    empty: 'No hay acciones registradas.',
    columns: { when: 'Fecha', who: 'Usuario', action: 'Acción', reason: 'Motivo', changes: 'Cambios' },
    /**
     * The fields an audited write changes, as the 'Cambios' column names them (fields whose name
     * another screen already writes are listed in auditTrail.ts AUDIT_FIELD_LABELS by reference).
     */
    fields: {
      estadoCd: 'Estado',
      enabled: 'Habilitado',
      invalid: 'Inválido',
      invalidType: 'Tipo inválido',
      moneyOutSent: 'Money out enviado',
      contractVerified: 'Contrato verificado',
      demo: 'Demo',
      cobros: 'Cobros',
      scoreSimplai: 'Score',
      scoreSimplaiDescription: 'Descripción del score',
      walletStatusCode: 'Estado LW',
      visibleRecobro: 'Visible en recobro',
      balance: 'Saldo',
      amount: 'Importe',
      msg: 'Concepto',
      mensaje: 'Mensaje',
      departamento: 'Departamento',
      requestedBy: 'Solicitado por',
      approvedBy: 'Aprobado por',
      rejectedBy: 'Rechazado por',
      approval: 'Solicitud',
      result: 'Resultado',
    },
    yes: 'Sí',
    no: 'No',
    /** Labels of the audited actions; an action without one shows its code. */
    actions: {
      moneyOut: MONEY_OUT,
      moneyP2P: 'MP2P',
      'money.released': 'Operación de monedero anulada',
      resetPayment: RESET_PAYMENT,
      'approval.requested': 'Solicitud de aprobación',
      'approval.approved': APPROVED,
      'approval.rejected': REJECTED,
      'approval.failed': 'Solicitud aprobada sin éxito',
      // The investor detail's audited writes.
      update: 'Actualización',
      setStatus: 'Cambio de estado',
      cleanKYC: 'Limpieza del KYC',
      // Audited writes that no action registry runs (the registries' captions name the rest).
      create: 'Alta',
      delete: 'Borrado',
      uploadDocument: 'Subida de documento',
      passwordToken: 'Enlace para establecer la contraseña',
      setPassword: 'Contraseña establecida',
      changePassword: 'Cambio de contraseña',
      workedDays: 'Imputación de horas',
      lenderTerms: 'Cambio de financiador',
      frozeDebt: 'Congelar la deuda',
      generateDebtCertificate: 'Generar el certificado de deuda',
      'lawsuitFiling.undone': 'Demanda judicial deshecha',
      'resetPayment.restored': 'Reseteo del pago deshecho',
      excelGapAction: 'Acciones Excel GAP',
      excelJudicialAction: 'Acciones Excel judicial',
      securitize: 'Titulizar',
      unsecuritize: 'Destitulizar',
      updateMonthInstallments: 'Actualizar cuotas del mes',
      changeWalletStatus: 'Cambio de estado LW',
    },
  },
} as const;
