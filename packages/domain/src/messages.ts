/**
 * The Spanish message catalogue (spec platform-and-affiliates.md §8, loans-and-investors.md §8).
 * Every text the UI, the machines and the API show lives here, once.
 */
export const messages = {
  auth: {
    wrongCredentials: 'El email o la contraseña son incorrectos.',
    loginFailedAfterToken: 'Ha habido un error al intentar loguear al usuario.',
    missingCredentials: 'El usuario y la contraseña son obligatorios.',
    tooManyAttempts: 'Demasiados intentos fallidos. Inténtelo de nuevo en unos minutos.',
    unauthenticated: 'La sesión no es válida o ha caducado. Vuelva a iniciar sesión.',
    forbidden: 'No tiene permisos para realizar esta acción.',
  },
  general: {
    serverError: 'Se ha producido un error con el servidor',
    unexpected: (id: string | number) =>
      `Se ha producido un error inesperado, si persiste contacte con el servicio tecnico(${id})`,
    notFound: 'El recurso solicitado no existe.',
    badRequest: 'La petición no es válida.',
  },
} as const;
