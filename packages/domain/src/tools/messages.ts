/**
 * The Spanish texts of the issue-16 tools (credit tools, IT tools, sales people). They live here,
 * beside their rules, rather than in shared/messages.ts: that object is in the /login closure
 * (at 141 of its 150 KB budget) and these texts are needed only on the tools' own routes.
 */
import { isoToDisplay } from '../shared/dates';
import { messages, READ } from '../shared/messages';

export const toolsMessages = {
  securitization: {
    alreadySecuritized: 'El crédito ya está titulizado',
    notSecuritized: 'El crédito no está titulizado',
    inLawsuit: 'El crédito tiene una demanda judicial',
    fundRequired: 'Indique el fondo de titulización',
    fundTooLong: 'El nombre del fondo no puede superar los 60 caracteres',
    noneSelected: 'No hay créditos seleccionados',
    refused: (n: number) =>
      `${n === 1 ? 'Un crédito no admite' : `${n} créditos no admiten`} el cambio: no se ha modificado ninguno`,
    notFound: (id: number) => `El crédito ${id} no existe`,
    read: `${READ} los créditos a titulizar`,
    applyFailed: 'Ha habido un error al aplicar el cambio a los créditos',
  },
  excelActions: {
    notXlsx: 'El fichero no es un Excel (.xlsx) válido',
    noFile: 'Adjunte un fichero Excel (.xlsx)',
    wrongColumns: (expected: string) => `Las columnas del fichero no son las de la plantilla: ${expected}`,
    noRows: 'El fichero no tiene ninguna fila de datos',
    tooManyRows: (max: string) => `El fichero supera el máximo de ${max} filas de datos`,
    tooLarge: (mb: string) => `El fichero descomprimido supera el máximo de ${mb} MB`,
    loanRequired: 'Falta el crédito',
    loanNotFound: (credito: string) => `El crédito ${credito} no existe`,
    actionUnknown: (accion: string) => `La acción ${accion} no existe`,
    alreadyInLawsuit: 'El crédito ya tiene una demanda judicial',
    dateInvalid: 'La fecha no es válida (D/MM/AAAA)',
    dateInFuture: 'La fecha no puede ser posterior a hoy',
    amountRequired: 'El importe es obligatorio para esta acción',
    amountInvalid: 'El importe debe ser un número mayor que 0 con dos decimales como máximo',
    amountNotAllowed: 'Esta acción no lleva importe',
    notesTooLong: 'Las observaciones no pueden superar los 500 caracteres',
    uploadFailed: 'Ha habido un error al subir el fichero',
    /** The same file (the same rows) applied before: its actions apply once. `day` is YYYY-MM-DD. */
    alreadyApplied: (day: string) =>
      `Este fichero ya se aplicó el ${isoToDisplay(day)}: sus acciones no se aplican dos veces`,
    /** The downloadable template: its sheets, the help sheet's header and notes. */
    template: {
      sheet: 'Acciones',
      helpSheet: 'Ayuda',
      helpHeader: ['Acción', 'Descripción', 'Importe', 'Estados del crédito'],
      amount: { required: 'Obligatorio', optional: 'Opcional', none: 'Sin importe' },
      note: 'Crédito: código (F0000012) o id. Fecha: D/MM/AAAA. Importe: euros, dos decimales como máximo.',
    },
  },
  monthInstallments: {
    read: `${READ} el resumen de las cuotas del mes`,
    applyFailed: 'Ha habido un error al actualizar las cuotas del mes',
  },
  tasks: {
    typeRequired: 'Seleccione el tipo de tarea',
    dateInvalid: messages.validation.dateInvalid,
    affiliateRequired: 'Seleccione el afiliado',
    nameRequired: 'El nombre de la tarea es obligatorio',
    nameTooLong: 'El nombre de la tarea no puede superar los 200 caracteres',
    read: `${READ} las tareas de la semana`,
    created: 'Tarea creada',
    createFailed: 'Ha habido un error al crear la tarea',
  },
  analysis: {
    read: `${READ} el análisis de comerciales`,
    detail: `${READ} el detalle del comercial`,
  },
  // Logs LW (IT tools): the filters' refusals, shared by the screen and GET /api/logsLW.
  logsLw: {
    read: `${READ} los logs de LW`,
    fromInvalid: 'La fecha desde no es válida',
    toInvalid: 'La fecha hasta no es válida',
    rangeInverted: 'La fecha desde no puede ser posterior a la fecha hasta',
    userTooLong: (max: number) => `El usuario no puede superar los ${max} caracteres`,
    resultInvalid: 'El resultado debe ser ok o error',
  },
} as const;
