/**
 * Sales people's tasks (issue 16; platform §3 "Task: type, date, name, status, finished"): the
 * types a new task takes, the checks of the 'Nueva tarea' form (the form and the API run the same
 * function), and the Monday-to-Sunday week 'Tareas semanales' shows.
 */
import { isIsoDate } from '../shared/dates';
import { toolsMessages } from './messages';

/** The task types the platform uses (as the demo seed has them). */
export const TASK_TYPES = ['Llamada', 'Visita', 'Email', 'Formación', 'Seguimiento'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
export const TASK_NAME_MAX = 200;
/** A new task starts pending. */
export const NEW_TASK_STATUS = 'Pendiente';

export interface NewTaskInput {
  type?: unknown;
  date?: unknown;
  afiliado?: unknown;
  name?: unknown;
}

const M = toolsMessages.tasks;

/** Per field, what is wrong with a new task (react-final-form's shape); empty when it may be saved. */
export function newTaskErrors(
  v: NewTaskInput,
): Partial<Record<'type' | 'date' | 'afiliado' | 'name', string>> {
  const errors: Partial<Record<'type' | 'date' | 'afiliado' | 'name', string>> = {};
  if (!TASK_TYPES.includes(v.type as TaskType)) errors.type = M.typeRequired;
  if (!isIsoDate(v.date)) errors.date = M.dateInvalid;
  const affiliate = typeof v.afiliado === 'string' ? Number(v.afiliado) : v.afiliado;
  if (typeof affiliate !== 'number' || !Number.isInteger(affiliate) || affiliate < 1)
    errors.afiliado = M.affiliateRequired;
  const name = typeof v.name === 'string' ? v.name.trim() : '';
  if (name === '') errors.name = M.nameRequired;
  else if (name.length > TASK_NAME_MAX) errors.name = M.nameTooLong;
  return errors;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday-to-Sunday week of a day ('YYYY-MM-DD'), with the Mondays of the weeks around it. */
export function taskWeek(day: string): { from: string; to: string; previous: string; next: string } {
  const ms = Date.parse(`${day}T00:00:00Z`);
  const monday = ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY;
  return {
    from: iso(monday),
    to: iso(monday + 6 * DAY),
    previous: iso(monday - 7 * DAY),
    next: iso(monday + 7 * DAY),
  };
}

/** 'YYYY-MM' months from `from` to `to`, both included (empty when to is before from). */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  while (`${y}-${String(m).padStart(2, '0')}` <= to && out.length < 120) {
    out.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Share of `part` in `total` as a percentage with one decimal (0 when there is no total). */
export const conversionRate = (part: number, total: number) =>
  total > 0 ? Math.round((part / total) * 1000) / 10 : 0;
