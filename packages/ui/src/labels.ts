/**
 * Interface chrome in Spanish: field labels, button captions, landmarks. Business messages
 * (errors, successes, confirmations) live in @backoffice/domain's `messages`; these are the words
 * around them, each written once.
 */
export const labels = {
  productName: 'Backoffice',
  adminTitle: 'Backoffice · Administración',
  login: {
    heading: 'Iniciar sesión',
    intro: 'Acceso para el personal de la plataforma.',
    username: 'Usuario o email',
    password: 'Contraseña',
    submit: 'Entrar',
    submitting: 'Entrando…',
  },
  notifications: {
    region: 'Notificaciones',
    dismiss: 'Cerrar notificación',
  },
  userMenu: {
    open: 'Menú de usuario',
    /** The trigger's name holds its visible text (the first name), as WCAG 2.5.3 asks. */
    trigger: (firstname: string) => `Menú de usuario de ${firstname}`,
    welcome: (name: string) => `Hola, ${name}`,
  },
  shell: {
    mainNav: 'Menú principal',
    skipToContent: 'Saltar al contenido',
  },
  home: {
    greeting: (firstname: string) => `Bienvenido, ${firstname}`,
    intro: 'Elija un área en el menú para empezar.',
    /** Issue 12: JUDICIAL, VENTAS and MICRO_RECOBRO have no area of their own yet. */
    noAreas:
      'Su perfil todavía no tiene ninguna área asignada. Si necesita acceso, pídalo a un administrador.',
  },
  states: {
    loading: 'Cargando…',
    forbiddenTitle: 'Acceso restringido',
    notFoundTitle: 'Página no encontrada',
    underConstructionTitle: 'En construcción',
    underConstruction: 'Esta pantalla todavía no está disponible. Aparecerá aquí en cuanto esté lista.',
    errorTitle: 'No se han podido cargar los datos',
    emptyTitle: 'No hay resultados',
    backHome: 'Volver al inicio',
    retry: 'Reintentar',
  },
  actions: {
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    edit: (field: string) => `Editar ${field}`,
    clearFilters: 'Limpiar filtros',
  },
  modal: {
    close: 'Cerrar ventana',
  },
  banner: {
    dismiss: 'Cerrar aviso',
  },
  /** The generic panel of admin actions (the affiliate's tools, the loan actions). */
  actionsPanel: {
    confirmTitle: (action: string) => `Confirmar ${action}`,
    accept: 'Aceptar',
    cancel: 'Cancelar',
    none: 'No tiene ninguna acción disponible.',
    /** A search input's placeholder, by the record it picks. */
    search: { affiliate: 'Buscar afiliado', investor: 'Buscar inversor' },
    choose: 'Seleccione…',
  },
  inlineEdit: {
    popover: (field: string) => `Editar ${field}`,
    empty: 'Sin valor',
    saving: 'Guardando…',
    searchAffiliate: 'Buscar afiliado',
  },
  table: {
    sortBy: (column: string) => `Ordenar por ${column}`,
    loadingRows: 'Cargando filas…',
  },
  pagination: {
    nav: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: (n: number) => `Página ${n}`,
    range: (from: number, to: number, total: number) =>
      `${from.toLocaleString('es-ES')}–${to.toLocaleString('es-ES')} de ${total.toLocaleString('es-ES')}`,
  },
  filters: {
    region: 'Filtros',
    all: 'Todos',
  },
  tabs: {
    nav: 'Secciones',
  },
  clipboard: {
    copy: (what: string) => `Copiar ${what}`,
    failed: 'No se ha podido copiar',
  },
  environment: {
    name: 'Entorno',
    badge: (env: string) => `Entorno ${env}`,
  },
  finder: {
    label: 'Buscador',
    placeholder: 'Buscar prestatario, préstamo, inversor o afiliado',
    searching: 'Buscando…',
    noResults: 'Sin resultados',
    resultCount: (n: number) => (n === 1 ? '1 resultado' : `${n} resultados`),
    groups: {
      borrower: 'Prestatarios',
      loan: 'Préstamos',
      investor: 'Inversores',
      affiliate: 'Afiliados',
      other: 'Otros',
    },
  },
  /** Issue 17: the keyboard palette (Ctrl+K / Cmd+K). */
  commandPalette: {
    open: 'Ir a…',
    shortcut: 'Ctrl K',
    title: 'Buscar y abrir',
    label: 'Página, acción o registro',
    placeholder: 'Escriba una página, una acción o un registro',
    hint: 'Las páginas y acciones aparecen desde la primera letra; los registros, desde la tercera.',
    searchingRecords: 'Buscando registros…',
    groups: { actions: 'Acciones', routes: 'Páginas' },
  },
  values: {
    /** Shown where a value is missing: a dash, read out as 'sin valor'. */
    missing: '—',
    missingSpoken: 'Sin valor',
  },
} as const;
