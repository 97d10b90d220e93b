/**
 * Gaps: a document's file goes with its row. A write that fails after storing a file (here the
 * test-only fault switch, inside the transaction, after every write) leaves no file on disk and
 * no row; a committed deletion of a document row takes its file away; a rolled-back deletion
 * keeps both. The IBAN certificate, the document upload, the collaboration contract and the
 * contracts' removal. Runs on PGlite and on PostgreSQL.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOAN_TRANSITIONS, messages } from '@backoffice/domain';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultSwitch } from '../src/lib/faults';
import { rowsOf } from '../src/lib/rows';
import { call } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
const faults = new FaultSwitch();
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny', faults });
});
afterAll(() => t.close());

const rows = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));
const one = async <T>(q: SQL): Promise<T> => {
  const [r] = await rows<T>(q);
  if (!r) throw new Error('fixture not found');
  return r;
};
const micro = (method: string, url: string) => call(t, 'micro-admin', method, url);

/** The files stored under the data folder's documents. */
const files = () => {
  const folder = join(t.dataDir, 'documents');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};
const storedNames = async () =>
  (
    await rows<{ n: string }>(
      sql`select stored_name as n from documents where coalesce(stored_name, '') <> ''`,
    )
  )
    .map((r) => r.n)
    .sort();
/** Every file on disk has its row and every row's file is on disk. */
async function expectFilesMatchRows() {
  expect(files()).toEqual(await storedNames());
}

function multipart(fields: Record<string, string>) {
  const boundary = '----gaps-files-boundary';
  const head = Object.entries(fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return {
    payload: Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="contrato.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      Buffer.from('%PDF-1.4\n%%EOF\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = async (fields: Record<string, string>) => {
  const body = multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/documents/upload',
    payload: body.payload,
    headers: { ...(await t.as('super-admin')), ...body.headers },
  });
};

/** An open loan whose borrower has an IBAN (the certificate needs one). */
async function openLoan(): Promise<{ id: number; userId: number }> {
  const open = LOAN_TRANSITIONS.cleanContractsSignature.from;
  if (!Array.isArray(open)) throw new Error('expected a status list');
  const loan = await one<{ id: number; userId: number }>(sql`
    select id, user_id as "userId" from loans
    where estado_cd in (${sql.join(
      open.map((s) => sql`${s}`),
      sql`, `,
    )}) order by id limit 1`);
  const [acc] = await rows(sql`select id from accounts where user_id = ${loan.userId} and iban is not null`);
  if (!acc)
    await t.database.db.execute(
      sql`insert into accounts (user_id, iban) values (${loan.userId}, 'ES9121000418450200051332')`,
    );
  return loan;
}

describe('a failed write leaves no file behind', () => {
  it('the IBAN certificate: a rollback after the PDF is written leaves no file and no row', async () => {
    const loan = await openLoan();
    const url = `/api/tools/microadmin/generateIbanCertificate/${loan.id}`;
    const before = files();
    faults.failNth('PUT /api/tools/microadmin/generateIbanCertificate/:id', 1, 'inside');
    const failed = await micro('PUT', url);
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error).toBe(messages.general.serverError);
    expect(files()).toEqual(before);
    await expectFilesMatchRows();

    const ok = await micro('PUT', url);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(files()).toHaveLength(before.length + 1);
    await expectFilesMatchRows();
  });

  it('the document upload: a rollback after the file is written leaves no file and no row', async () => {
    const loan = await openLoan();
    const before = files();
    const rowsBefore = await storedNames();
    faults.failNth('POST /api/documents/upload', 1, 'inside');
    const failed = await upload({ credito: `/api/creditos/${loan.id}`, type: 'Nómina' });
    expect(failed.statusCode).toBe(500);
    expect(files()).toEqual(before);
    expect(await storedNames()).toEqual(rowsBefore);
  });

  it('the collaboration contract: a rollback after the PDF is written leaves no file and no row', async () => {
    const [a] = await rows<{ id: number }>(sql`select id from affiliates order by id limit 1`);
    if (!a) throw new Error('fixture not found');
    const url = `/api/tools/plataformaAgent/generateCollaborationContract/${a.id}`;
    const before = files();
    faults.failNth('PUT /api/tools/plataformaAgent/generateCollaborationContract/:id', 1, 'inside');
    const failed = await call(t, 'super-admin', 'PUT', url);
    expect(failed.statusCode).toBe(500);
    expect(files()).toEqual(before);
    await expectFilesMatchRows();
    expect((await call(t, 'super-admin', 'PUT', url)).statusCode).toBe(200);
    expect(files()).toHaveLength(before.length + 1);
    await expectFilesMatchRows();
  });
});

describe('a deleted document takes its file, only once the deletion is committed', () => {
  it('cleanContractsSignature: a rollback keeps the contract and its file; a success removes both', async () => {
    const loan = await openLoan();
    const up = await upload({ credito: `/api/creditos/${loan.id}`, type: 'Contrato de préstamo' });
    expect(up.statusCode, up.body).toBe(201);
    const withContract = files();
    const url = `/api/tools/microadmin/cleanContractsSignature/${loan.id}`;

    faults.failNth('PUT /api/tools/microadmin/cleanContractsSignature/:id', 1, 'inside');
    expect((await micro('PUT', url)).statusCode).toBe(500);
    expect(files()).toEqual(withContract);
    await expectFilesMatchRows();

    const ok = await micro('PUT', url);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(files()).toHaveLength(withContract.length - 1);
    await expectFilesMatchRows();
  });

  it('DELETE /api/documents/:id removes the file with the row', async () => {
    const loan = await openLoan();
    const up = await upload({ credito: `/api/creditos/${loan.id}`, type: 'Nómina' });
    const withDoc = files();
    expect((await call(t, 'super-admin', 'DELETE', up.json()['@id'])).statusCode).toBe(204);
    expect(files()).toHaveLength(withDoc.length - 1);
    await expectFilesMatchRows();
  });
});
