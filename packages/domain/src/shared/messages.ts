/**
 * The Spanish message catalogue (spec platform-and-affiliates.md §8, loans-and-investors.md §8).
 * Every text the UI, the machines and the API show lives here, once. Texts the spec quotes are
 * copied exactly, accents and missing accents included ('esta descargando', 'tecnico',
 * 'Parametros', 'las comentarios'); texts the spec only describes are written here in the
 * same voice. Keys are never renamed or removed once published: other packages import them.
 */
import { formatEur } from './format';

/** Every read error of §8 starts with this; the record being read follows. */
export const READ = 'Ha habido un error obteniendo';
/** Every write error of §8 is 'Ha habido un error ...'. */
const WRITE = 'Ha habido un error';

/** §8 texts that several areas show (affiliate, loan, investor, approvals): written once, used by name. */
const INFO_UPDATED = 'información actualizada con éxito';
const WALLET_REGISTERED = 'Se ha registrado el wallet en LW con éxito';
const LW_STATUS_CHANGED = 'Estado LW cambiado correctamente';
const KYC_CLEANED = 'KYC limpiado con éxito';
const MP2P_DONE = 'MP2P realizado con éxito';
const MONEY_OUT_DONE = 'MoneyOut realizado con éxito';
const HOURS_SAVED = 'Horas imputadas con éxito';
const APPROVED = 'Solicitud aprobada';
const REJECTED = 'Solicitud rechazada';

/**
 * Texts two keys show: a named text and its line in the HTTP status table, an affiliate-side
 * §8 text the loan or investor blocks repeat, one text for two screens. Written once, used by
 * name; messages.test.ts fails on any other text written under two keys.
 */
const UNAUTHENTICATED = 'La sesión no es válida o ha caducado. Vuelva a iniciar sesión.';
const FORBIDDEN = 'No tiene permisos para realizar esta acción.';
const NOT_FOUND = 'El recurso solicitado no existe.';
const BAD_REQUEST = 'La petición no es válida.';
const SERVER_ERROR = 'Se ha producido un error con el servidor';
const REQUIRED = 'Este campo es obligatorio';
const NOT_A_NUMBER = 'Debe ser un número';
const unexpected = (id: string | number) =>
  `Se ha producido un error inesperado, si persiste contacte con el servicio tecnico(${id})`;
const badFilter = (field: string) => `El filtro «${field}» no es válido.`;
const badOrder = (field: string) => `No se puede ordenar por «${field}».`;
const READ_DOCUMENTS = `${READ} los documentos`;
const READ_INVESTMENTS = `${READ} las inversiones`;
const READ_INSTALLMENTS = `${READ} las cuotas`;
const READ_INVESTORS = `${READ} los inversores`;
const READ_LOAN = `${READ} la información del crédito`;
const READ_TRANSACTIONS = `${READ} las transacciones`;
const READ_HOLDERS = `${READ} los titulares`;
const READ_SCORING = `${READ} el scoring`;
const READ_PAYMENT_METHODS = `${READ} los métodos de pago`;
const UPDATE_INFO_FAILED = `${WRITE} actualizando la información`;
const UPLOAD_DOCUMENT_FAILED = `${WRITE} al subir el documento`;
const DELETE_DOCUMENT_FAILED = `${WRITE} eliminando el documento`;
const REGISTER_WALLET_FAILED = `${WRITE} registrando el wallet en LW`;
const UPDATE_LW_STATUS_FAILED = `${WRITE} actualizando el estado LW`;
const CLEAN_KYC_FAILED = `${WRITE} limpiando el KYC`;
const MP2P_FAILED = `${WRITE} haciendo el MP2P`;
const MONEY_OUT_FAILED = `${WRITE} haciendo el money out`;
const MONEY_OUT = 'Money out';
const RESET_PAYMENT = 'Reset del pago';
const RETRY = 'Reintentar';
const INVESTOR_NOT_FOUND = 'No se ha encontrado el inversor';

export const messages = {
  auth: {
    wrongCredentials: 'El email o la contraseña son incorrectos.',
    loginFailedAfterToken: 'Ha habido un error al intentar loguear al usuario.',
    missingCredentials: 'El usuario y la contraseña son obligatorios.',
    tooManyAttempts: 'Demasiados intentos fallidos. Inténtelo de nuevo en unos minutos.',
    unauthenticated: UNAUTHENTICATED,
    forbidden: FORBIDDEN,
    sessionExpired: 'La sesión ha caducado. Vuelva a iniciar sesión.',
    logout: 'Salir',
  },
  /** Issue 17, re-login in place: the login modal shown over a page whose save met an expired session. */
  relogin: {
    title: 'La sesión ha caducado',
    keptInput: 'Lo que ha escrito se conserva: se guardará en cuanto vuelva a entrar.',
  },
  general: {
    serverError: SERVER_ERROR,
    unexpected,
    notFound: NOT_FOUND,
    /** §8: a server error id may be appended to a notification. */
    withErrorId: (message: string, id: string | number | null | undefined) =>
      id === null || id === undefined || `${id}` === '' ? message : `${message} (${id})`,
    fileDownloading: 'El fichero se esta descargando',
    downloadFailed: (name: string) => `Se ha producido un error al descargar el fichero ${name}`,
    loadDataFailed: 'Se ha producido un error al cargar los datos',
    invalidParams: 'Parametros no válidos',
    pageNotFound: 'La página que busca no existe.',
    restricted: 'No tiene permisos para acceder a esta página.',
    vacationPlaceholder: 'Vacation Tracker...',
    copied: 'Copiado',
  },
  /** Short texts for the API's error responses, one per status it sends (read by status, not by name). */
  http: {
    400: BAD_REQUEST,
    401: UNAUTHENTICATED,
    403: FORBIDDEN,
    404: NOT_FOUND,
    409: 'El recurso ya existe o ha cambiado. Recargue los datos e inténtelo de nuevo.',
    413: 'El fichero o la petición es demasiado grande.',
    415: 'El tipo de contenido no está admitido.',
    422: 'Los datos enviados no son válidos.',
    429: 'Demasiadas peticiones. Inténtelo de nuevo en unos minutos.',
    500: SERVER_ERROR,
    503: 'El servicio no está disponible en este momento. Inténtelo más tarde.',
  },
  /**
   * Issue 12: a 400 names each refused field (`violations`) with one of these texts, and the
   * fields only a provider may set are refused in these words.
   */
  input: {
    invalidData: 'Datos no válidos',
    wrongType: 'El tipo de dato no es válido.',
    tooLong: 'El texto es demasiado largo.',
    tooShort: 'El texto es demasiado corto.',
    outOfRange: 'El valor está fuera del rango permitido.',
    notAllowedValue: 'El valor no está entre los permitidos.',
    badFormat: 'El formato no es válido.',
    unknownField: 'Este campo no se admite.',
    tooManyItems: 'Hay demasiados elementos.',
    invalid: 'El valor no es válido.',
    notInteger: 'El valor debe ser un número entero.',
    badText: 'El texto contiene caracteres no válidos.',
    /** A JSON body nested deeper than any the API takes. */
    tooDeep: 'Los datos enviados tienen demasiados niveles de anidamiento.',
    ibanValidatedByProvider:
      'La validación del IBAN la da el proveedor del monedero; no se puede fijar a mano.',
    administratorNotAllowed:
      'El administrador del afiliado debe ser un usuario creado para él o uno de sus afiliados.',
  },
  /** §8 Reads: 'Ha habido un error obteniendo ...'. */
  read: {
    affiliates: `${READ} los afiliados`,
    affiliateInfo: `${READ} la información del afiliado`,
    documents: READ_DOCUMENTS,
    tasks: `${READ} las tareas`,
    branches: `${READ} las sucursales`,
    financings: `${READ} las financiaciones`,
    investments: READ_INVESTMENTS,
    transfers: `${READ} las transferencias`,
    cancellations: `${READ} las cancelaciones`,
    provisionFund: `${READ} la información de provision fund`,
    statusHistory: `${READ} el historial de estados`,
    secondaryReasons: `${READ} las secondary reasons`,
    plans: `${READ} los planes`,
    insurances: `${READ} los seguros`,
    links: `${READ} los links`,
    salesAgents: `${READ} los comerciales`,
    users: `${READ} los usuarios`,
    wallet: `${READ} el monedero`,
    reports: `${READ} los listados`,
    workedDays: `${READ} las horas imputadas`,
    search: `${READ} los resultados de la búsqueda`,
    selectOptions: `${READ} las opciones`,
    roles: `${READ} los roles del usuario`,
  },
  /** §8 Writes: 'Ha habido un error ...'. */
  write: {
    createAffiliate: `${WRITE} creando el afiliado`,
    updateInfo: UPDATE_INFO_FAILED,
    uploadDocument: UPLOAD_DOCUMENT_FAILED,
    deleteDocument: DELETE_DOCUMENT_FAILED,
    calculateScore: `${WRITE} al calcular el score`,
    createCancellation: `${WRITE} creando la cancelación`,
    deleteCancellation: `${WRITE} eliminando la cancelación`,
    deleteParent: `${WRITE} eliminando el padre`,
    registerWallet: REGISTER_WALLET_FAILED,
    generateContract: `${WRITE} generando el contrato de colaboración`,
    updateLwStatus: UPDATE_LW_STATUS_FAILED,
    enableCollections: `${WRITE} habilitando la plataforma de cobros`,
    cleanKyc: CLEAN_KYC_FAILED,
    mp2p: MP2P_FAILED,
    moneyOut: MONEY_OUT_FAILED,
    createUser: `${WRITE} creando el usuario`,
    createSalesAgent: `${WRITE} creando el comercial`,
    createPlan: `${WRITE} creando el plan`,
    deletePlan: `${WRITE} eliminando el plan`,
    createSecondaryReason: `${WRITE} creando la secondary reason`,
    deleteSecondaryReason: `${WRITE} eliminando la secondary reason`,
    createLink: `${WRITE} creando el link`,
    deleteLink: `${WRITE} eliminando el link`,
    activateAffiliate: `${WRITE} activando el afiliado`,
    approveLoan: `${WRITE} aprobando el crédito`,
    saveWorkedDays: `${WRITE} imputando las horas`,
  },
  comments: {
    loadFailed: 'Ha habido un error al obtener las comentarios',
    createFailed: 'Ha habido un error creando el comentario',
    deleteFailed: 'Ha habido un error eliminando el comentario',
    textRequired: 'El comentario es obligatorio.',
    departmentRequired: 'El departamento es obligatorio.',
    created: 'Comentario creado con éxito',
    deleted: 'Comentario eliminado con éxito',
  },
  /** Affiliate-side success texts of §8. */
  success: {
    infoUpdated: INFO_UPDATED,
    affiliateCreated: 'Afiliado creado con éxito',
    walletRegistered: WALLET_REGISTERED,
    contractGenerated: 'Contrato de colaboración generado correctamente',
    lwStatusChanged: LW_STATUS_CHANGED,
    collectionsEnabled: 'Plataforma de cobros habilitada',
    kycCleaned: KYC_CLEANED,
    /** §8: 'MP2P realizado con éxito' with the message and the amount in euros. */
    mp2pDone: (msg: string, amount: unknown) => withDetail(MP2P_DONE, msg, amount),
    /** §8: 'MoneyOut realizado con éxito' with the message and the amount in euros. */
    moneyOutDone: (msg: string, amount: unknown) => withDetail(MONEY_OUT_DONE, msg, amount),
    hoursSaved: HOURS_SAVED,
    affiliateActivated: 'Afiliado activado con éxito',
    documentUploaded: 'Documento subido con éxito',
    documentDeleted: 'Documento eliminado con éxito',
    cancellationCreated: 'Cancelación creada con éxito',
    cancellationDeleted: 'Cancelación eliminada con éxito',
    parentRemoved: 'Padre eliminado con éxito',
    scoreCalculated: 'Score calculado con éxito',
    planCreated: 'Plan creado con éxito',
    planDeleted: 'Plan eliminado con éxito',
    secondaryReasonCreated: 'Secondary reason creada con éxito',
    secondaryReasonDeleted: 'Secondary reason eliminada con éxito',
    linkCreated: 'Link creado con éxito',
    linkDeleted: 'Link eliminado con éxito',
    salesAgentCreated: 'Comercial creado con éxito',
    lenderChanged: 'Financiador cambiado con éxito',
  },
  /** Money movements the API refuses before calling the wallet provider (issue 12). */
  money: {
    /** A money out above the wallet's balance: names the amount that is available. */
    insufficientBalance: (available: unknown) =>
      `Saldo insuficiente: el saldo disponible del monedero es ${formatEur(available) || formatEur(0)}`,
    inProgress: 'La operación con esta clave ya está en curso. Inténtelo de nuevo en unos segundos.',
    /** The reconciler (apps/api money.ts): a movement whose answer was lost, settled later. */
    reconciledRecorded: 'Movimiento confirmado por el proveedor y registrado tras una interrupción',
    reconciledReleased: 'El proveedor no hizo el movimiento: se libera la operación y su reserva',
  },
  /** Issue 14 four-eyes: a protected operation waits for a second person (shared/fourEyes.ts). */
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
  /** Issue 14: the audit trail of a record ('Historial de acciones'). */
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
      // Issue 15: the investor detail's audited writes.
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
  /** Passwords (spec §9: a new user's password is never printed; it is set with a one-time token). */
  password: {
    tooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres.`,
    tooLong: 'La contraseña es demasiado larga.',
    currentWrong: 'La contraseña actual no es correcta.',
    sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
    tokenInvalid: 'El enlace para establecer la contraseña no es válido o ha caducado.',
    changed: 'Contraseña cambiada con éxito',
    set: 'Contraseña establecida con éxito',
  },
  validation: {
    required: REQUIRED,
    ibanInvalid: 'El IBAN es inválido',
    dniInvalid: 'El DNI es inválido',
    emailInvalid: 'El email no es válido',
    emailInUse: (username: string) => `Email ya en uso: ${username}`,
    creditIdInvalid: 'El CreditoId no es válido',
    creditIdCheckFailed: 'Ha habido un error corroborando si el creditoId es correcto',
    numberInvalid: NOT_A_NUMBER,
    /** A point that cannot group thousands ('12.5'): es-ES writes decimals with a comma. */
    numberAmbiguous: 'Escriba los decimales con coma (12,50) y los miles con punto (12.000)',
    /** Under a number field, what the typed text is read as. */
    numberReadAs: (shown: string) => `Se leerá como ${shown}`,
    dateInvalid: 'La fecha no es válida',
    /** A from–to filter whose 'from' is after its 'to' selects nothing: said under the 'to' field. */
    dateRangeInverted: 'La fecha hasta no puede ser anterior a la fecha desde.',
    numberRangeInverted: 'El valor hasta no puede ser menor que el valor desde.',
  },
  plan: {
    monthsRange: 'Los meses deben ser entre 3 y 120',
    amountRange: 'La cantidad debe ser entre 300 y 40000',
    minAboveMax: 'La cantidad mínima no puede ser mayor que la máxima',
  },
  secondaryReasons: {
    /** §5, copied exactly (no space after the full stop). */
    confirmDeleteWithPlans:
      'Esta Secondary Reason tiene planes asociados.¿Estás seguro de que quieres borrarla?',
  },
  workingHours: {
    title: 'Control Horario',
    heading: (month: string) => `Imputación de horas trabajadas durante el mes de ${month}`,
    saved: HOURS_SAVED,
    incorrect: 'La información a imputar es incorrecta.',
    nothingNew: 'No hay nueva información que imputar.',
    reasonRequired: 'Debe indicar un motivo si imputa menos de 8 horas.',
    confirmTitle: 'Confirmación de horas trabajadas',
    confirmQuestion: (hours: number) => `¿Está seguro de confirmar las ${hours} horas?`,
    accept: 'Aceptar',
    close: 'Cerrar',
    confirm: 'Confirmar',
    total: (hours: number) => `Total: ${hours} horas`,
  },
  lender: {
    funderRequired: 'Seleccione un financiador',
    categoryRequired: 'Seleccione una categoría',
    cantidadCheck: 'Cantidad inferior a 20000',
    interesCheck: 'Interés inferior a 25',
    mesesCheck: 'Meses mayor que 0',
    categoriaCheck: 'Categoría asignada',
    kycCheck: 'KYC correcto',
  },
  /** The server's own start-up messages (issue 12: one PGlite data folder, one server). */
  server: {
    dataDirLocked: (dir: string, pid: number) =>
      `La carpeta de datos ${dir} ya está en uso por otro servidor (proceso ${pid}). Detenga ese servidor o indique otra carpeta con DATA_DIR.`,
    /** A 503 while the database cannot answer (stopped, restarting, unreachable). */
    databaseUnavailable:
      'La base de datos no está disponible en este momento. Inténtelo de nuevo en unos segundos.',
    /** GET /api/health/ready while the server is not ready to take requests. */
    notReady: 'El servidor no está listo para atender peticiones.',
  },
  /** Parameter checks of §8 special handling. */
  notFound: {
    affiliate: 'No se ha encontrado el afiliado',
    investor: INVESTOR_NOT_FOUND,
    loan: 'No se ha encontrado el crédito',
  },
  /** loans-and-investors.md §8, loan detail. */
  loan: {
    errors: {
      previousBankAnalyses: `${READ} los análisis bancarios anteriores`,
      flags: `${READ} los flags`,
      asnef: `${WRITE} comprobando ASNEF`,
      cancelInvestment: `${WRITE} cancelando la inversión`,
      uploadDocument: UPLOAD_DOCUMENT_FAILED,
      deleteDocument: DELETE_DOCUMENT_FAILED,
      disablePaymentMethod: `${WRITE} deshabilitando el método de pago`,
      deleteCoborrower: `${WRITE} eliminando el cotitular`,
      registerWallet: REGISTER_WALLET_FAILED,
      cleanKyc: CLEAN_KYC_FAILED,
      cancelCredit: `${WRITE} cancelando el crédito`,
      fillInstallments: `${WRITE} rellenando las cuotas`,
      sendMessage: `${WRITE} enviando el mensaje`,
      openBankingProcess: `${WRITE} ejecutando el proceso de banca online`,
      sepaSending: `${WRITE} ejecutando el envío SEPA`,
      recoverACa: `${WRITE} recuperando la ACa, revise los logs`,
      generateCertificate: `${WRITE} generando el certificado`,
      deleteContracts: `${WRITE} borrando los contratos`,
      generateSigningCode: `${WRITE} generando el código de firma`,
      mp2p: MP2P_FAILED,
      moneyOut: MONEY_OUT_FAILED,
      generateAma: `${WRITE} generando la AMA`,
      requestAma: `${WRITE} solicitando la AMA`,
      partialAma: `${WRITE} aplicando la AMA parcial`,
      disableCredit: `${WRITE} deshabilitando el crédito`,
      denyCredit: `${WRITE} denegando el crédito`,
      approveCredit: `${WRITE} publicando el crédito`,
      failCredit: `${WRITE} marcando el crédito como fallido`,
      analyseCredit: `${WRITE} analizando el crédito`,
      deleteScores: `${WRITE} borrando los scores`,
      categorise: `${WRITE} categorizando`,
      freezeDebt: `${WRITE} congelando la deuda`,
      debtCertificate: `${WRITE} generando el certificado de deuda`,
      callCenterContact: `${WRITE} creando el contacto en el call center`,
      updateLwStatus: UPDATE_LW_STATUS_FAILED,
      chargeLastInstallment: `${WRITE} cobrando la última cuota EC con tarjeta`,
      registerIbanLw: `${WRITE} registrando el IBAN en LW`,
      resetPayment: `${WRITE} reseteando el pago`,
      switchType: `${WRITE} cambiando el tipo de crédito`,
      cancelDemo: `${WRITE} cancelando la demo`,
      verifyOnlineBank: `${WRITE} verificando la banca online`,
      deleteInFintonic: `${WRITE} borrando el crédito en Fintonic`,
      changeAffiliate: `${WRITE} cambiando el afiliado`,
      invest: `${WRITE} realizando la inversión`,
      /** §8: a failed lawsuit filing shows the server's code and error. */
      lawsuitFailed: (code: string | number, error: string) =>
        `${WRITE} presentando la demanda judicial (${code}): ${error}`,
    },
    success: {
      cancelled: 'Crédito cancelado',
      installmentsRegenerated: 'Cuotas regeneradas',
      messageSent: 'Mensaje enviado correctamente',
      openBankingProcessed: 'Proceso de banca online realizado correctamente',
      sepaProcessed: 'Envío SEPA procesado correctamente',
      aCaRecovered: 'ACa recuperada',
      contractsDeleted: 'Se borraron los contratos',
      mp2pDone: (msg: string, amount: unknown) => withDetail(MP2P_DONE, msg, amount),
      moneyOutDone: (msg: string, amount: unknown) => withDetail(MONEY_OUT_DONE, msg, amount),
      denied: 'Crédito denegado',
      failed: 'Crédito fallido',
      published: 'Crédito publicado',
      analysed: 'Crédito analizado',
      scoresDeleted: 'Scores borrados',
      onlineBankVerified: 'Banca online verificada',
      kycCleaned: KYC_CLEANED,
      lwStatusChanged: LW_STATUS_CHANGED,
      walletRegistered: WALLET_REGISTERED,
      ibanRegistered: 'IBAN registrado en LW correctamente',
      amaGenerated: 'AMA generada correctamente',
      partialAmaApplied: 'AMA parcial aplicada correctamente',
      paymentReset: 'Pago reseteado correctamente',
      demoCancelled: 'Demo cancelada',
      typeSwitched: 'Tipo de crédito cambiado correctamente',
      debtFrozen: 'Deuda congelada',
      debtCertificateGenerated: 'Certificado de deuda generado',
      lawsuitFiled: 'Demanda judicial registrada',
      certificateGenerated: 'Certificado generado correctamente',
      signingCodeGenerated: 'Código de firma generado correctamente',
      callCenterContactCreated: 'Contacto creado en el call center',
      installmentCharged: 'Cuota cobrada correctamente',
      categorised: 'Crédito categorizado',
      investmentCancelled: 'Inversión cancelada',
      coborrowerDeleted: 'Cotitular eliminado',
      paymentMethodDisabled: 'Método de pago deshabilitado',
      deletedInFintonic: 'Crédito borrado en Fintonic',
      affiliateChanged: 'Afiliado cambiado correctamente',
      invested: 'Inversión realizada correctamente',
    },
  },
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
  /** Any list: an `order[field]` the server does not sort by is a 400. */
  lists: {
    unknownOrder: badOrder,
    /** A filter the server does not know is a 400 (any list, the listings too). */
    badFilter,
    /** A page further than DEEP_PAGE_ROWS rows from both ends of a list (apps/api lib/paging.ts). */
    pageTooDeep:
      'Esa página queda demasiado lejos del principio y del final de la lista: usa los filtros o el orden para acercarla.',
  },
  /** Loan lists (issue 13): a filter the server does not know is a 400. */
  loanLists: {
    /** loans §8: a failed parameter check of a loan lands on the financing list with notFound. */
    notFound: 'Financiación no encontrada',
    installments: READ_INSTALLMENTS,
    amas: `${READ} el listado AMA`,
    dashboard: `${READ} el dashboard de créditos`,
  },
  /** Issue 13: the read error of each loan-detail section (loans §8, 'Ha habido un error obteniendo …'). */
  loanDetail: {
    detail: READ_LOAN,
    status: `${READ} el estado del crédito`,
    borrower: `${READ} la información del prestatario`,
    coborrower: `${READ} la información del cotitular`,
    wallet: `${READ} el monedero del prestatario`,
    walletStatus: `${READ} el estado de la cuenta en LW`,
    bank: `${READ} el banco de la cuenta`,
    installments: READ_INSTALLMENTS,
    amortizations: `${READ} las amortizaciones`,
    operations: `${READ} las operaciones`,
    amaAmount: `${READ} el importe de la AMA`,
    simulation: `${READ} la simulación de amortización anticipada`,
    configuration: `${READ} la configuración`,
    loanFlags: `${READ} los flags del crédito`,
    documents: `${READ} los documentos del prestatario`,
    statusHistory: `${READ} el histórico de estados`,
    scrapeReports: `${READ} los análisis bancarios`,
    summaries: `${READ} los resúmenes bancarios`,
    scores: READ_SCORING,
    killers: `${READ} los killers`,
    asnef: `${READ} el ASNEF`,
    accounts: `${READ} las cuentas`,
    transactions: READ_TRANSACTIONS,
    holders: READ_HOLDERS,
    paymentMethods: READ_PAYMENT_METHODS,
    investors: READ_INVESTORS,
    investments: `${READ} las inversiones del crédito`,
    /** a13c: the Prestatario tab's ID document and car (borrower info reuses `borrower`). */
    idInfo: `${READ} el documento de identidad`,
    carInfo: `${READ} la información del vehículo`,
  },
  /** Issue 15: the investors list and dashboard (loans §8 voice; misInversores's notFound notice). */
  investorList: {
    list: READ_INVESTORS,
    dashboard: `${READ} el dashboard de inversores`,
    /** loans §8: a failed parameter check of an investor lands on the list with notFound. */
    notFound: 'Inversor no encontrado',
  },
  /** Issue 16: the listing engine's answers to a bad request (a 400 naming what is wrong). */
  listings: {
    badParam: (name: string) => `El parámetro «${name}» no es válido.`,
    /** The general arrears form (loans §2): its route's {ge} and {producto}. */
    badDays: 'Indique un número de días (0 a 9999).',
    badProduct: 'Indique el producto (letras y números).',
  },
  /** Issue 14: loan admin actions (lact): refusals of the status table, provider failures, the rest of §8. */
  loanActions: {
    notAllowedInStatus: (status: string) =>
      `La acción no está permitida con el crédito en estado «${status}».`,
    alreadyCobros: 'El crédito ya es de cobros.',
    alreadyFinanciacion: 'El crédito ya es de financiación.',
    notDemo: 'El crédito no es una demo.',
    /** A provider call failed: nothing was changed. */
    providerFailed: (provider: string) =>
      `El proveedor ${provider} no ha respondido correctamente; no se ha modificado nada.`,
    idempotencyKeyRequired: 'Falta la clave de idempotencia de la operación.',
    investmentNotFound: 'No se ha encontrado la inversión.',
    investmentInactive: 'La inversión ya está cancelada.',
    amountAboveDebt: 'El importe supera el capital pendiente del crédito.',
    /** A partial cancellation above what the earlier ones left: names the principal still owed. */
    amountAbovePending: (pending: unknown) =>
      `El importe supera el capital pendiente del crédito (${formatEur(pending) || formatEur(0)}).`,
    /** An advance amortization of a loan that owes no principal: there is nothing to repay. */
    nothingToAmortize: 'El crédito no tiene capital pendiente: no hay nada que amortizar.',
    amountAboveAvailable: 'El importe supera lo que queda por financiar del crédito.',
    noCurrentInstallment: 'El crédito no tiene una cuota en cobro que refacturar.',
    sameAffiliate: 'El crédito ya es de ese afiliado.',
    affiliateRequired: 'Indique el afiliado.',
    reasonRequired: 'Indique el motivo.',
    /** Write errors §8 does not name, in its voice. */
    enableSigEamFailed: `${WRITE} habilitando la firma por SMS`,
    deleteInvestmentFailed: `${WRITE} eliminando el inversor`,
    /** Success texts §8 does not give verbatim, in its voice. */
    success: {
      installmentRebilled: 'Cuota refacturada correctamente',
      amortizationDone: 'Amortización anticipada realizada correctamente',
      sigEamEnabled: 'Firma por SMS habilitada',
      investmentDeleted: 'Inversor eliminado',
    },
  },
  /** Issue 14: the provider-backed loan actions (lprov); §8 names these only as concepts. */
  loanProviders: {
    validateDni: `${WRITE} validando el DNI`,
    dniValidated: 'DNI validado correctamente',
    noPhone: 'El prestatario no tiene teléfono.',
    noCoborrower: 'El crédito no tiene cotitular.',
    noIban: 'El prestatario no tiene una cuenta con IBAN.',
    noSepaInstallment: 'El crédito no tiene cuotas pendientes de cobro.',
    noACaToRestore: 'No hay ninguna cuota con ACa de la que recuperarla.',
    aCaComplete: 'Las cuotas pendientes ya tienen su ACa.',
    noContracts: 'El crédito no tiene contratos que borrar.',
    walletStatusInvalid: 'El código de estado LW no es válido.',
    paymentMethodNotFound: 'No se ha encontrado el método de pago.',
    paymentMethodDisabled: 'El método de pago ya está deshabilitado.',
  },
  /** Issue 14, the loan flows (flows): lender modal, payment reset, lawsuit filing. */
  loanFlows: {
    funderNotOffered: 'El financiador elegido no está disponible para el afiliado.',
    funderRequired: 'Elija un financiador.',
    categoryRequired: 'Asigne una categoría (A–F) al crédito.',
    categoryInvalid: 'La categoría debe ser una letra de la A a la F.',
    termsSaved: 'Condiciones del crédito actualizadas',
    resetPending: 'El reset del pago queda pendiente de aprobación por otra persona.',
    resetNeedsApproval:
      'El reset del pago necesita la aprobación de otra persona: pídalo con «Resetear pago».',
    resetRestored: 'Se restauraron los valores anteriores del crédito y sus inversores.',
    resetSnapshotMissing: 'No hay valores anteriores que restaurar para este crédito.',
    lawsuitNotFrozen: 'Congele la deuda antes de generar el certificado.',
    lawsuitNoCertificate: 'Genere el certificado de deuda antes de registrar la demanda.',
    lawsuitAlreadyFiled: 'La demanda judicial ya está registrada.',
    lawsuitNothingToUndo: 'No hay una demanda en curso que deshacer.',
    lawsuitUndone: 'Se deshizo la demanda en curso: la deuda y el certificado vuelven a como estaban.',
    lenderTitle: 'Aprobar crédito',
    lenderFields: {
      funder: 'Financiador',
      cantidad: 'Cantidad (€)',
      interes: 'Interés (%)',
      meses: 'Meses',
      categoria: 'Categoría',
    },
    lenderLoading: 'Cargando los datos del crédito…',
    lenderSubmit: 'Aprobar',
    lenderConfirm: (funder: string) => `¿Está seguro de aprobar el crédito con el financiador ${funder}?`,
    lenderNoFunders: 'El afiliado no tiene ningún financiador activo.',
    checksTitle: 'Comprobaciones',
    checkOk: 'Correcto',
    checkAlert: 'Revisar',
    retry: RETRY,
    close: 'Cerrar',
    resetTitle: 'Resetear pago',
    resetConfirm: 'Resetear',
    lawsuitTitle: 'Demanda judicial',
    lawsuitConfirm: 'Presentar demanda',
    restoreRetry: 'Reintentar restauración',
    resetQuestion:
      '¿Está seguro de resetear el pago? El crédito pasará a EST, se marcarán el money out y el contrato como no enviados y se eliminarán todos sus inversores.',
    lawsuitQuestion:
      '¿Está seguro de presentar la demanda judicial? Se congelará la deuda, se generará el certificado de deuda y el crédito dejará de ser visible en recobro.',
    restoreFailed:
      'No se pudieron restaurar los valores anteriores del crédito. Reintente la restauración: el crédito no puede quedar a medias.',
    undoFailed: 'No se pudo deshacer la demanda en curso. Reintente: la demanda no puede quedar a medias.',
  },
  /** Live records: a colleague's committed change to the record on screen. */
  live: {
    modifiedBy: (name: string) => `Modificado por ${name} hace un momento`,
    someone: 'otro usuario',
    /** The change is not shown yet: the user has input on the page that a reload would replace. */
    notShownWhileEditing: 'Sus cambios sin guardar se mantienen; recargue para ver los del otro usuario.',
    reload: 'Recargar',
  },
} as const;

/** 'MP2P realizado con éxito: pago a proveedor (1234,56 €)'; parts that are empty are left out. */
function withDetail(base: string, msg: string, amount: unknown): string {
  const text = typeof msg === 'string' ? msg.trim() : '';
  const money = formatEur(amount);
  const detail = [text, money ? `(${money})` : ''].filter(Boolean).join(' ');
  return detail ? `${base}: ${detail}` : base;
}

export type HttpErrorStatus = keyof typeof messages.http;

/**
 * The Spanish text for an HTTP error status the API sends; unknown 4xx fall back to the
 * bad-request text and everything else to the server-error text, so no status lacks a message.
 */
export function messageForStatus(status: unknown): string {
  const code = typeof status === 'string' ? Number(status.trim()) : status;
  if (typeof code === 'number' && Object.hasOwn(messages.http, code)) {
    return messages.http[code as HttpErrorStatus];
  }
  if (typeof code === 'number' && code >= 400 && code < 500) return messages.http[400];
  return messages.http[500];
}
