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
    welcome: (name: string) => `Hola, ${name}`,
    schedule: 'Mi horario',
    vacations: 'Mis vacaciones',
    logout: 'Salir',
  },
  home: {
    greeting: (firstname: string) => `Bienvenido, ${firstname}`,
    intro: 'Elija un área en el menú para empezar.',
  },
  states: {
    loading: 'Cargando…',
  },
} as const;
