/** Screen texts of the issue-16 tools (the spec's route titles come from the domain route table). */
export const toolsLabels = {
  tasks: {
    week: (from: string, to: string) => `Semana del ${from} al ${to}`,
    previous: 'Semana anterior',
    next: 'Semana siguiente',
    none: 'No hay tareas esta semana.',
    agentTasks: (agent: string, n: number) => `${agent} (${n} ${n === 1 ? 'tarea' : 'tareas'})`,
    columns: { date: 'Fecha', type: 'Tipo', name: 'Tarea', affiliate: 'Afiliado', status: 'Estado' },
    form: {
      type: 'Tipo',
      date: 'Fecha',
      affiliate: 'Afiliado',
      name: 'Nombre',
      choose: 'Seleccione…',
      save: 'Crear tarea',
    },
    intro: 'La tarea queda pendiente y aparece en Tareas semanales, en la semana de su fecha.',
  },
  monthInstallments: {
    intro:
      'Recalcula el estado de las cuotas que vencen este mes. Revise el resumen y aplíquelo; repetirlo no cambia nada más.',
    summary: 'Resumen',
    month: 'Mes',
    installments: 'Cuotas del mes',
    changes: 'Cambian de estado',
    apply: (n: number) => `Aplicar ${n} ${n === 1 ? 'cambio' : 'cambios'}`,
    confirmTitle: 'Actualizar cuotas del mes',
    confirmText: (n: number, month: string) =>
      `¿Actualizar el estado de ${n} ${n === 1 ? 'cuota' : 'cuotas'} de ${month}?`,
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    done: (n: number) => `${n} ${n === 1 ? 'cuota actualizada' : 'cuotas actualizadas'}`,
    upToDate: 'Las cuotas del mes ya están al día.',
    transitions: 'Cambios de estado',
    columns: { from: 'Estado actual', to: 'Estado nuevo', count: 'Cuotas' },
  },
  excelActions: {
    intro:
      'Suba el fichero con las acciones. Primero se comprueba cada fila sin cambiar nada; después puede aplicar las filas válidas.',
    template: 'Descargar plantilla',
    file: 'Fichero Excel (.xlsx)',
    check: 'Comprobar fichero',
    apply: (n: number) => `Aplicar ${n} ${n === 1 ? 'fila válida' : 'filas válidas'}`,
    summary: 'Resultado de la comprobación',
    total: 'Filas',
    valid: 'Válidas',
    invalid: 'Con errores',
    applied: (n: number) => `${n} ${n === 1 ? 'acción aplicada' : 'acciones aplicadas'}`,
    rows: (shown: number, total: number) =>
      shown < total ? `Filas del fichero (${shown} de ${total})` : `Filas del fichero (${total})`,
    columns: {
      fila: 'Fila',
      credito: 'Crédito',
      accion: 'Acción',
      fecha: 'Fecha',
      importe: 'Importe',
      errors: 'Errores',
    },
    ok: 'Correcta',
  },
  securitization: {
    filter: 'Filtro de créditos',
    status: 'Estado',
    type: 'Tipo',
    from: 'Alta desde',
    to: 'Alta hasta',
    fundFilter: 'Fondo',
    anyOption: 'Todos',
    search: 'Buscar',
    intro: {
      titulizar: 'Seleccione los créditos con el filtro, revise los totales y confirme.',
      destitulizar: 'Seleccione los créditos titulizados con el filtro, revise los totales y confirme.',
    },
    idle: 'Use el filtro para seleccionar créditos.',
    totals: 'Totales',
    selected: 'Seleccionados',
    eligible: { titulizar: 'Se pueden titulizar', destitulizar: 'Se pueden destitulizar' },
    amount: 'Importe',
    refused: 'No admiten el cambio',
    fund: 'Fondo de titulización',
    apply: (move: 'titulizar' | 'destitulizar', n: number) =>
      `${move === 'titulizar' ? 'Titulizar' : 'Destitulizar'} ${n} ${n === 1 ? 'crédito' : 'créditos'}`,
    confirmTitle: { titulizar: 'Confirmar titulización', destitulizar: 'Confirmar destitulización' },
    confirmText: (move: 'titulizar' | 'destitulizar', n: number, amount: string, fund: string) =>
      move === 'titulizar'
        ? `¿Titulizar ${n} ${n === 1 ? 'crédito' : 'créditos'} por ${amount} en el fondo ${fund}?`
        : `¿Sacar ${n} ${n === 1 ? 'crédito' : 'créditos'} por ${amount} de su fondo?`,
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    done: (move: 'titulizar' | 'destitulizar', n: number) =>
      `${n} ${n === 1 ? 'crédito' : 'créditos'} ${move === 'titulizar' ? 'titulizados' : 'destitulizados'}`,
    loans: (shown: number, total: number) =>
      shown < total ? `Créditos seleccionados (${shown} de ${total})` : `Créditos seleccionados (${total})`,
    columns: {
      code: 'Código',
      type: 'Tipo',
      status: 'Estado',
      amount: 'Importe',
      fund: 'Fondo',
      createdAt: 'Alta',
      refusal: 'Motivo',
    },
    types: { financiacion: 'Financiación', bnpl: 'BNPL', prestamo: 'Otro crédito' },
  },
} as const;
