import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages } from '@backoffice/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { access } from '../access';
import { affiliates, documents, users, wallets } from '../db/schema';
import { audit } from '../lib/audit';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { iriOf, paramId } from '../lib/iri';
import { idParams } from '../lib/schemas';
import { assertUserInScope, authOf, loadAffiliate } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';
import { WalletProviderError } from '../providers/wallet';

/** A one-page PDF: enough for the generated contract to be a real document that downloads and opens. */
function contractPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, ' ').replace(/[^\x20-\x7e]/g, '?');
  const stream = `BT /F1 14 Tf 72 720 Td (${text}) Tj ET`;
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function toolsRoutes(
  app: FastifyInstance,
  { db, now, dataDir, wallet, openBanking }: RouteDeps,
) {
  // §7 "calculate score".
  app.put<{ Params: { id: string } }>(
    '/api/tools/microadmin/analizePDV/:id',
    { config: { access: access('PUT /api/tools/microadmin/analizePDV/:id') }, schema: { params: idParams } },
    async (request) => {
      const auth = authOf(request);
      const a = await loadAffiliate(db, auth, paramId(request.params.id));
      let score: number;
      try {
        ({ score } = await openBanking.scoreAffiliate({
          affiliateId: a.id,
          figures: {
            beneficio: a.beneficio,
            facturacionAnual: a.facturacionAnual,
            activoCorriente: a.activoCorriente,
            pasivoCorriente: a.pasivoCorriente,
            patrimonioNeto: a.patrimonioNeto,
            deudaCorto: a.deudaCorto,
            deudaLargo: a.deudaLargo,
          },
        }));
      } catch {
        throw httpError(502, messages.write.calculateScore);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(affiliates)
          .set({ score, updatedAt: new Date(now()) })
          .where(eq(affiliates.id, a.id));
        await audit(tx, {
          userId: auth.id,
          action: 'analizePDV',
          resource: iriOf('afiliado', a.id),
          before: { score: a.score },
          after: { score },
        });
      });
      return { '@id': iriOf('afiliado', a.id), score, message: messages.success.scoreCalculated };
    },
  );

  async function loadUser(auth: AuthUser, id: number) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    if (!u) throw httpError(404, messages.general.notFound);
    await assertUserInScope(db, auth, u.id);
    return u;
  }

  // §7 register the wallet at LW: code 5 on success (§4); §8 error 152 answers a 500 starting with 152.
  app.put<{ Params: { id: string } }>(
    '/api/tools/registerWalletLW/:id',
    { config: { access: access('PUT /api/tools/registerWalletLW/:id') }, schema: { params: idParams } },
    async (request, reply) => {
      const auth = authOf(request);
      const u = await loadUser(auth, paramId(request.params.id));
      let result: { lwId: string; walletStatusCode: number };
      try {
        result = await wallet.registerWallet({ id: u.id, email: u.email });
      } catch (err) {
        if (err instanceof WalletProviderError && err.code === 152) {
          // The admin cleans the KYC on this answer (spec §8, special handling).
          return reply.status(500).send({ error: `152 ${messages.write.registerWallet}`, code: 152 });
        }
        throw httpError(502, messages.write.registerWallet);
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ lw: true, walletStatusCode: result.walletStatusCode })
          .where(eq(users.id, u.id));
        await tx
          .insert(wallets)
          .values({ userId: u.id, lwId: result.lwId })
          .onConflictDoUpdate({ target: wallets.userId, set: { lwId: result.lwId } });
        await audit(tx, {
          userId: auth.id,
          action: 'registerWalletLW',
          resource: iriOf('user', u.id),
          before: { lw: u.lw, walletStatusCode: u.walletStatusCode },
          after: result,
        });
      });
      return {
        '@id': iriOf('user', u.id),
        walletStatusCode: result.walletStatusCode,
        lw: true,
        message: messages.success.walletRegistered,
      };
    },
  );

  // §7 clean the KYC; §4 "cleaning KYC reloads the code from the user".
  app.put<{ Params: { id: string } }>(
    '/api/tools/cleanKYC/:id',
    { config: { access: access('PUT /api/tools/cleanKYC/:id') }, schema: { params: idParams } },
    async (request) => {
      const auth = authOf(request);
      const u = await loadUser(auth, paramId(request.params.id));
      let result: { walletStatusCode: number };
      try {
        result = await wallet.cleanKyc({ id: u.id });
      } catch {
        throw httpError(502, messages.write.cleanKyc);
      }
      await db.transaction(async (tx) => {
        await tx.update(users).set({ walletStatusCode: result.walletStatusCode }).where(eq(users.id, u.id));
        await audit(tx, {
          userId: auth.id,
          action: 'cleanKYC',
          resource: iriOf('user', u.id),
          before: { walletStatusCode: u.walletStatusCode },
          after: result,
        });
      });
      return {
        '@id': iriOf('user', u.id),
        walletStatusCode: result.walletStatusCode,
        message: messages.success.kycCleaned,
      };
    },
  );

  // §7 the collaboration contract: a PDF among the affiliate's documents.
  app.put<{ Params: { id: string } }>(
    '/api/tools/plataformaAgent/generateCollaborationContract/:id',
    {
      config: { access: access('PUT /api/tools/plataformaAgent/generateCollaborationContract/:id') },
      schema: { params: idParams },
    },
    async (request) => {
      const auth = authOf(request);
      const a = await loadAffiliate(db, auth, paramId(request.params.id));
      const pdf = contractPdf(`Contrato de colaboracion - ${a.code} ${a.nombre}`);
      const storedName = `${randomUUID()}.pdf`;
      const folder = join(dataDir, 'documents');
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, storedName), pdf);
      const doc = await db.transaction(async (tx) => {
        const at = new Date(now());
        await tx
          .update(affiliates)
          .set({ collaborationContractAt: at, updatedAt: at })
          .where(eq(affiliates.id, a.id));
        const [d] = await tx
          .insert(documents)
          .values({
            affiliateId: a.id,
            userId: a.administradorId,
            type: 'Contrato de colaboración',
            description: a.nombre,
            status: 0,
            name: `contrato-colaboracion-${a.code}.pdf`,
            storedName,
            mime: 'application/pdf',
            size: pdf.length,
            sha256: '',
            createdBy: auth.id,
          })
          .returning();
        await audit(tx, {
          userId: auth.id,
          action: 'generateCollaborationContract',
          resource: iriOf('afiliado', a.id),
          after: { collaborationContractAt: at, document: d?.id },
        });
        return d;
      });
      return {
        '@id': iriOf('afiliado', a.id),
        document: doc ? iriOf('document', doc.id) : null,
        message: messages.success.contractGenerated,
      };
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/tools/enablePlataformaCobros/:id',
    { config: { access: access('PUT /api/tools/enablePlataformaCobros/:id') }, schema: { params: idParams } },
    async (request) => {
      const auth = authOf(request);
      const a = await loadAffiliate(db, auth, paramId(request.params.id));
      await db.transaction(async (tx) => {
        await tx
          .update(affiliates)
          .set({ plataformaCobros: true, updatedAt: new Date(now()) })
          .where(eq(affiliates.id, a.id));
        await audit(tx, {
          userId: auth.id,
          action: 'enablePlataformaCobros',
          resource: iriOf('afiliado', a.id),
          before: { plataformaCobros: a.plataformaCobros },
          after: { plataformaCobros: true },
        });
      });
      return {
        '@id': iriOf('afiliado', a.id),
        plataformaCobros: true,
        message: messages.success.collectionsEnabled,
      };
    },
  );
}
