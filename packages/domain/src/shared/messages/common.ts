/** Messages every area shows: sign-in, general, HTTP statuses, input checks, lists, live records, conflicts, passwords, validation. */
import {
  BAD_REQUEST,
  badFilter,
  badOrder,
  FORBIDDEN,
  INVESTOR_NOT_FOUND,
  NOT_A_NUMBER,
  NOT_FOUND,
  REQUIRED,
  SERVER_ERROR,
  STALE_RECORD,
  UNAUTHENTICATED,
  unexpected,
} from './texts';

export const commonMessages = {
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
  /** Re-login in place: the login modal shown over a page whose save met an expired session. */
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
    412: STALE_RECORD,
    428: 'Falta la versión del registro que se ha editado (If-Match). Recargue los datos e inténtelo de nuevo.',
  },
  /**
   * A 400 names each refused field (`violations`) with one of these texts, and the
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
  /** The server's own start-up and availability messages (one PGlite data folder, one server). */
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
  /** Any list: an `order[field]` the server does not sort by is a 400. */
  lists: {
    unknownOrder: badOrder,
    /** A filter the server does not know is a 400 (any list, the listings too). */
    badFilter,
    /** A page further than DEEP_PAGE_ROWS rows from both ends of a list (apps/api lib/paging.ts). */
    pageTooDeep:
      'Esa página queda demasiado lejos del principio y del final de la lista: usa los filtros o el orden para acercarla.',
  },
  /** Live records: a colleague's committed change to the record on screen. */
  live: {
    modifiedBy: (name: string) => `Modificado por ${name} hace un momento`,
    someone: 'otro usuario',
    /** The change is not shown yet: the user has input on the page that a reload would replace. */
    notShownWhileEditing: 'Sus cambios sin guardar se mantienen; recargue para ver los del otro usuario.',
    reload: 'Recargar',
  },
  /**
   * Two staff on one record: a save sent with a version of the record that someone else has
   * replaced since it was loaded (HTTP 412). The form keeps the user's input.
   */
  conflict: {
    stale: STALE_RECORD,
    title: 'Otra persona ha cambiado este registro',
    keptInput: 'Sus cambios siguen en el formulario. Compare y elija qué versión guardar.',
    field: 'Campo',
    theirs: 'Valor actual',
    mine: 'Su valor',
    saveAnyway: 'Guardar de todos modos',
    loading: 'Cargando la versión actual…',
    /** An action (a button) refused as stale: it was not run. */
    actionNotRun:
      'Otra persona ha cambiado este registro desde que lo cargó. La acción no se ha realizado: revise los cambios y elija si continuar.',
    /** For an action: the value the page showed when the user acted. */
    seen: 'Valor que usted veía',
    actAnyway: 'Continuar de todos modos',
    lastChange: (by: string, at: string) => `Último cambio: ${by}, ${at}.`,
    changedFields: (fields: string) => `Campos modificados: ${fields}.`,
  },
} as const;
