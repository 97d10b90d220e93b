/** Issue 16 tools (migration 0012_tools). */
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns';
import { loans } from './loans';
import { users } from './users';

/** An action of 'Subir acciones Excel GAP / judicial' applied to a loan (one per file row). */
export const loanExcelActions = pgTable(
  'loan_excel_actions',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'cascade' }),
    /** 'gap' or 'judicial'. */
    tipo: text('tipo').notNull(),
    accion: text('accion').notNull(),
    fecha: date('fecha').notNull(),
    importe: money('importe'),
    observaciones: text('observaciones'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('loan_excel_actions_loan_idx').on(t.loanId)],
);

/**
 * The Excel files whose actions were applied, by the digest of their rows: one file's actions
 * apply once (the unique index refuses a second apply, however many run at once).
 */
export const excelActionFiles = pgTable(
  'excel_action_files',
  {
    id: serial('id').primaryKey(),
    /** 'gap' or 'judicial'. */
    tipo: text('tipo').notNull(),
    /** SHA-256 (hex) of the file's data rows as read (see routes/tools/excelActions.ts). */
    digest: text('digest').notNull(),
    applied: integer('applied').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('excel_action_files_digest_unique').on(t.tipo, t.digest)],
);
