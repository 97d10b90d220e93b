import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { extname, join } from 'node:path';
import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { documents } from '../db/schema';
import { audit, type Tx } from '../lib/audit';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { faultInside } from '../lib/faults';
import { httpError } from '../lib/httpError';
import { idFrom, iri, iriOf, paramId } from '../lib/iri';
import { resource } from '../lib/jsonld';
import { assertLoanInScope, assertUserInScope, authOf, loadAffiliate } from '../lib/scope';
import { documentsFolder, withStagedFiles } from '../lib/stagedFiles';
import type { AuthUser } from '../plugins/auth';
import { documentMember } from './affiliates';

/** Issue 5: uploads over 10 MB are refused. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The types accepted, by extension, with the bytes their content must start with. */
const SIGNATURES: Readonly<Record<string, { mime: string; magic: readonly number[] }>> = {
  '.pdf': { mime: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  '.png': { mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  '.jpg': { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  '.jpeg': { mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
};

/** The content must be what the extension says (issue 5 "the content must match the extension"). */
export function contentMatches(filename: string, content: Buffer): { ext: string; mime: string } | null {
  const ext = extname(filename).toLowerCase();
  const sig = SIGNATURES[ext];
  if (!sig || content.length < sig.magic.length) return null;
  return sig.magic.every((b, i) => content[i] === b) ? { ext, mime: sig.mime } : null;
}

interface Owner {
  userId: number | null;
  affiliateId: number | null;
  loanId: number | null;
}

/**
 * Gaps: the records a document's write concerns: its affiliate or loan (and its user); a document
 * of a person alone concerns every record of the person.
 */
function documentSubjects(d: Owner) {
  const own = d.affiliateId === null && d.loanId === null;
  return {
    subjects: [iri('afiliado', d.affiliateId), iri('loan', d.loanId), iri('user', d.userId)],
    person: own ? d.userId : null,
  };
}

/** The loan is one the caller may see; answers its borrower. */
async function assertLoanVisible(db: Db | Tx, auth: AuthUser, loanId: number) {
  return (await assertLoanInScope(db, auth, loanId)).userId;
}

/** The document belongs to an affiliate, a user or a loan the caller may see. */
async function assertDocumentVisible(db: Db | Tx, auth: AuthUser, d: Owner) {
  if (d.affiliateId !== null) await loadAffiliate(db, auth, d.affiliateId);
  else if (d.loanId !== null) await assertLoanVisible(db, auth, d.loanId);
  else if (d.userId !== null) await assertUserInScope(db, auth, d.userId);
}

export async function documentsRoutes(app: FastifyInstance, { db, dataDir, faults }: RouteDeps) {
  const folder = documentsFolder(dataDir);

  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post('/api/documents/upload', spec('POST /api/documents/upload'), async (request, reply) => {
    const auth = authOf(request);
    if (!request.isMultipart()) throw httpError(415, messages.http[415]);
    const fields: Record<string, string> = {};
    let file: { filename: string; content: Buffer } | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (file) throw httpError(400, messages.general.invalidParams);
        // toBuffer throws a 413 past the 10 MB limit.
        file = { filename: part.filename, content: await part.toBuffer() };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
    if (!file) throw httpError(400, messages.write.uploadDocument);
    const kind = contentMatches(file.filename, file.content);
    if (!kind) throw httpError(415, messages.http[415]);
    const owner: Owner = {
      affiliateId: fields.afiliado ? idFrom('afiliado', fields.afiliado) : null,
      loanId: fields.credito ? idFrom('loan', fields.credito) : null,
      userId: fields.user ? idFrom('user', fields.user) : null,
    };
    if (owner.affiliateId === null && owner.loanId === null && owner.userId === null)
      throw httpError(400, messages.general.invalidParams);
    if (owner.affiliateId !== null) {
      const a = await loadAffiliate(db, auth, owner.affiliateId);
      owner.userId ??= a.administradorId;
    }
    if (owner.loanId !== null) {
      // Issue 14: a loan's documents are its borrower's (or co-borrower's); seeing the loan is the
      // scope, as for its other records (a COMERCIAL uploads to the loans of their affiliates).
      const loan = await assertLoanInScope(db, auth, owner.loanId);
      if (owner.userId === null) owner.userId = loan.userId;
      else if (owner.userId !== loan.userId && owner.userId !== loan.coborrowerId)
        throw httpError(400, messages.general.invalidParams);
    } else if (owner.userId !== null) {
      await assertUserInScope(db, auth, owner.userId);
    }
    const type = (fields.type ?? 'Documento').slice(0, 100);
    const upload = file;
    // Gaps: the file goes with its row: a rollback (or a failed commit) deletes it.
    const row = await withStagedFiles(folder, async (files) => {
      const storedName = await files.write(kind.ext, upload.content);
      return db.transaction(async (tx) => {
        const [d] = await tx
          .insert(documents)
          .values({
            ...owner,
            type,
            description: fields.description?.slice(0, 500) ?? null,
            status: 0,
            name: upload.filename.slice(0, 200),
            storedName,
            mime: kind.mime,
            size: upload.content.length,
            sha256: createHash('sha256').update(upload.content).digest('hex'),
            createdBy: auth.id,
          })
          .returning();
        if (!d) throw httpError(500, messages.write.uploadDocument);
        await audit(tx, {
          userId: auth.id,
          action: 'upload',
          resource: iriOf('document', d.id),
          ...documentSubjects(d),
          after: d,
        });
        // Tests only: fail the upload after its writes (the rollback must take the file too).
        faultInside(faults, 'POST /api/documents/upload');
        return d;
      });
    });
    reply.status(201);
    return resource('Document', iriOf('document', row.id), documentMember(row));
  });

  r.delete('/api/documents/:id', spec('DELETE /api/documents/:id'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    // Gaps: the file goes once the row's deletion is committed.
    await withStagedFiles(folder, (files) =>
      db.transaction(async (tx) => {
        const [d] = await tx.select().from(documents).where(eq(documents.id, id));
        if (!d) throw httpError(404, messages.general.notFound);
        await assertDocumentVisible(tx, auth, d);
        await tx.delete(documents).where(eq(documents.id, id));
        await audit(tx, {
          userId: auth.id,
          action: 'delete',
          resource: iriOf('document', id),
          ...documentSubjects(d),
          before: d,
        });
        files.removeAfterCommit(d.storedName);
      }),
    );
    return reply.status(204).send(null);
  });

  r.get('/api/documents/:id/download', spec('GET /api/documents/:id/download'), async (request, reply) => {
    const auth = authOf(request);
    const id = paramId(request.params.id);
    const [d] = await db.select().from(documents).where(eq(documents.id, id));
    if (!d?.storedName) throw httpError(404, messages.general.notFound);
    await assertDocumentVisible(db, auth, d);
    const filename = d.name.replace(/[^\w.\- ]+/g, '_');
    reply.header('content-type', d.mime).header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(createReadStream(join(folder, d.storedName)));
  });
}
