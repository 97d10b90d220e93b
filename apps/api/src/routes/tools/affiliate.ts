import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { affiliates, documents } from '../../db/schema';
import { audit, type Tx } from '../../lib/audit';
import { spec } from '../../lib/contract';
import type { RouteDeps } from '../../lib/deps';
import { faultInside } from '../../lib/faults';
import { httpError } from '../../lib/httpError';
import { iriOf, paramId } from '../../lib/iri';
import { resource } from '../../lib/jsonld';
import { assertIfMatch, etagOf, lockAndCheck, sendVersion } from '../../lib/recordVersion';
import { authOf, loadAffiliate } from '../../lib/scope';
import { documentsFolder, withStagedFiles } from '../../lib/stagedFiles';

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

/**
 * The affiliate locked for a tool's write and checked against the request's If-Match (412 when a
 * colleague changed it since the page read it). Also checked before the tool asks its provider or
 * writes a file, so a stale page costs neither.
 */
async function lockAffiliate(tx: Tx, request: FastifyRequest, id: number): Promise<void> {
  await lockAndCheck(tx, request, affiliates, id, async () => {
    const [row] = await tx
      .select({ version: affiliates.version })
      .from(affiliates)
      .where(eq(affiliates.id, id));
    if (!row) throw httpError(404, messages.notFound.affiliate);
    return row;
  });
}

/** The tools that act on an affiliate (§7): its score, the collaboration contract, collections. */
export async function affiliateToolsRoutes(
  app: FastifyInstance,
  { db, now, dataDir, openBanking, faults }: RouteDeps,
) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  // §7 "calculate score".
  r.put(
    '/api/tools/microadmin/analizePDV/:id',
    spec('PUT /api/tools/microadmin/analizePDV/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const a = await loadAffiliate(db, auth, paramId(request.params.id));
      assertIfMatch(request, etagOf(a.version));
      let score: number;
      try {
        ({ score } = await openBanking.scoreAffiliate(
          {
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
          },
          // Gaps: the provider's log names who asked, as every other provider call does.
          { userId: auth.id },
        ));
      } catch {
        throw httpError(502, messages.write.calculateScore);
      }
      const version = await db.transaction(async (tx) => {
        await lockAffiliate(tx, request, a.id);
        const [after] = await tx
          .update(affiliates)
          .set({ score, updatedAt: new Date(now()) })
          .where(eq(affiliates.id, a.id))
          .returning({ version: affiliates.version });
        await audit(tx, {
          userId: auth.id,
          action: 'analizePDV',
          resource: iriOf('afiliado', a.id),
          before: { score: a.score },
          after: { score },
        });
        return after?.version;
      });
      // The affiliate's version after the write: the page's next save of it carries this one.
      if (version !== undefined) sendVersion(reply, etagOf(version));
      return resource('ToolResult', iriOf('afiliado', a.id), {
        score,
        message: messages.success.scoreCalculated,
      });
    },
  );

  // §7 the collaboration contract: a PDF among the affiliate's documents.
  r.put(
    '/api/tools/plataformaAgent/generateCollaborationContract/:id',
    spec('PUT /api/tools/plataformaAgent/generateCollaborationContract/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const a = await loadAffiliate(db, auth, paramId(request.params.id));
      assertIfMatch(request, etagOf(a.version));
      const pdf = contractPdf(`Contrato de colaboracion - ${a.code} ${a.nombre}`);
      // Gaps: the PDF goes with its row: a rollback (or a failed commit) deletes it.
      const { d: doc, version } = await withStagedFiles(documentsFolder(dataDir), async (files) => {
        const storedName = await files.write('.pdf', pdf);
        return db.transaction(async (tx) => {
          await lockAffiliate(tx, request, a.id);
          const at = new Date(now());
          const [after] = await tx
            .update(affiliates)
            .set({ collaborationContractAt: at, updatedAt: at })
            .where(eq(affiliates.id, a.id))
            .returning({ version: affiliates.version });
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
          // Tests only: fail the action after its writes (the rollback must take the PDF too).
          faultInside(faults, 'PUT /api/tools/plataformaAgent/generateCollaborationContract/:id');
          return { d, version: after?.version };
        });
      });
      if (version !== undefined) sendVersion(reply, etagOf(version));
      return resource('ToolResult', iriOf('afiliado', a.id), {
        document: doc ? iriOf('document', doc.id) : null,
        message: messages.success.contractGenerated,
      });
    },
  );

  r.put(
    '/api/tools/enablePlataformaCobros/:id',
    spec('PUT /api/tools/enablePlataformaCobros/:id'),
    async (request, reply) => {
      const auth = authOf(request);
      const a = await loadAffiliate(db, auth, paramId(request.params.id));
      const version = await db.transaction(async (tx) => {
        await lockAffiliate(tx, request, a.id);
        const [after] = await tx
          .update(affiliates)
          .set({ plataformaCobros: true, updatedAt: new Date(now()) })
          .where(eq(affiliates.id, a.id))
          .returning({ version: affiliates.version });
        await audit(tx, {
          userId: auth.id,
          action: 'enablePlataformaCobros',
          resource: iriOf('afiliado', a.id),
          before: { plataformaCobros: a.plataformaCobros },
          after: { plataformaCobros: true },
        });
        return after?.version;
      });
      if (version !== undefined) sendVersion(reply, etagOf(version));
      return resource('ToolResult', iriOf('afiliado', a.id), {
        plataformaCobros: true,
        message: messages.success.collectionsEnabled,
      });
    },
  );
}
