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
} as const;
