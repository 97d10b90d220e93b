/** The scale seed's deterministic draws in SQL: every "random" value a hash of the row's number. */
import { LOAN_PHASES } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { foldSql } from '../../lib/fold';
import { SEED_TODAY } from '../common';
import { FIRST_NAMES, LAST_NAMES } from '../random';

export type Log = (line: string) => void;

/** A number in [0, 1) drawn from the integer `key` on stream `salt`: the same key, the same draw. */
export const rnd = (key: SQL, salt: number): SQL =>
  sql`((hashint8extended((${key})::int8, ${salt}::int8) & 2147483647)::float8 / 2147483648.0)`;
/** An integer in [min, max]. */
export const int = (key: SQL, salt: number, min: number, max: number): SQL =>
  sql`(${min} + floor(${rnd(key, salt)} * ${max - min + 1})::int)`;
/** One of `values`, uniformly (repeat a value to weight it). */
export const pick = (key: SQL, salt: number, values: readonly (string | number)[]): SQL =>
  sql`(string_to_array(${values.join('|')}, '|'))[1 + floor(${rnd(key, salt)} * ${values.length})::int]`;
/** True with probability p. */
export const chance = (key: SQL, salt: number, p: number): SQL => sql`(${rnd(key, salt)} < ${p})`;
/** An amount in [min, max] with cents. */
export const money = (key: SQL, salt: number, min: number, max: number): SQL =>
  sql`round((${min} + ${rnd(key, salt)} * ${max - min})::numeric, 2)`;
/** A valid DNI: eight digits and the check letter of loans §5. */
export const dni = (key: SQL, salt: number): SQL => {
  const d = int(key, salt, 10_000_000, 79_999_999);
  return sql`(${d}::text || substr('TRWAGMYFPDXBNJZSQVHLCKE', ${d} % 23 + 1, 1))`;
};
export const phone = (key: SQL, salt: number): SQL =>
  sql`'6' || lpad(${int(key, salt, 0, 99_999_999)}::text, 8, '0')`;
/** slug() of seed/random.ts: folded, runs of other characters as one dot. */
export const slug = (expr: SQL): SQL =>
  sql`trim(both '.' from regexp_replace(${foldSql(expr)}, '[^a-z0-9]+', '.', 'g'))`;
export const daysAgo = (days: SQL): SQL =>
  sql`(${SEED_TODAY}::date + time '10:00' - (${days}) * interval '1 day')`;
export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export const LOAN_STATES_WEIGHTED: readonly string[] = [
  ...Array(12).fill(LOAN_PHASES.FA.states).flat(),
  ...LOAN_PHASES.FS.states,
  ...LOAN_PHASES.FE.states,
  ...LOAN_PHASES.FF.states,
  ...LOAN_PHASES.FD.states,
  ...LOAN_PHASES.FC.states,
];
export const AMORTIZING = ['EAM', 'AMO', 'AMA', 'ACC', 'FAC', 'RET'];
export const SCHEDULED = [...AMORTIZING, 'PUB', 'FIR'];
export const FUNDED = [...SCHEDULED, 'DE1', 'DE2', 'DE3', 'DE4'];

export interface Ids {
  /** The last id before the bulk, in each table; users come in four consecutive blocks. */
  u0: number;
  admins: number;
  investorUsers: number;
  borrowers: number;
  sellers: number;
  d0: number;
  a0: number;
  i0: number;
  l0: number;
  s0: number;
}

export const k = sql`k`;
export const person = (salt: number) => ({
  first: pick(k, salt, FIRST_NAMES),
  last: sql`${pick(k, salt + 1, LAST_NAMES)} || ' ' || ${pick(k, salt + 2, LAST_NAMES)}`,
});
