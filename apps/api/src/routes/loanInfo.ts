/** Issue 13 (a13b): the loan's borrower info, car info and ID info (loans §3 linked resources, §7). */
import { messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loanBorrowerInfo, loanCarInfo, loanIdInfo } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { paramId } from '../lib/iri';
import { assertLoanInScope, authOf } from '../lib/scope';

const notFound = () => httpError(404, messages.general.notFound);
const base = (id: number) => `/api/creditos/${id}`;

export async function loanInfoRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get('/api/creditos/:id/borrowerInfo', spec('GET /api/creditos/:id/borrowerInfo'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const [b] = await db.select().from(loanBorrowerInfo).where(eq(loanBorrowerInfo.loanId, id));
    if (!b) throw notFound();
    return {
      '@id': `${base(id)}/borrowerInfo`,
      '@type': 'BorrowerInfo',
      creditId: id,
      employment: b.employment,
      employer: b.employer,
      monthlyIncome: b.monthlyIncome,
      housing: b.housing,
      maritalStatus: b.maritalStatus,
      dependants: b.dependants,
    };
  });

  r.get('/api/creditos/:id/carInfo', spec('GET /api/creditos/:id/carInfo'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const [c] = await db.select().from(loanCarInfo).where(eq(loanCarInfo.loanId, id));
    if (!c) throw notFound();
    return {
      '@id': `${base(id)}/carInfo`,
      '@type': 'CarInfo',
      creditId: id,
      make: c.make,
      model: c.model,
      plate: c.plate,
      year: c.year,
      price: c.price,
    };
  });

  r.get('/api/creditos/:id/idInfo', spec('GET /api/creditos/:id/idInfo'), async (request) => {
    const id = paramId(request.params.id);
    await assertLoanInScope(db, authOf(request), id);
    const [d] = await db.select().from(loanIdInfo).where(eq(loanIdInfo.loanId, id));
    if (!d) throw notFound();
    const today = new Date(now()).toISOString().slice(0, 10);
    return {
      '@id': `${base(id)}/idInfo`,
      '@type': 'IdInfo',
      creditId: id,
      documentType: d.documentType,
      documentNumber: d.documentNumber,
      expiryDate: d.expiryDate,
      expired: d.expiryDate !== null && d.expiryDate < today,
      nationality: d.nationality,
      verificationStatus: d.verificationStatus,
      verifiedAt: d.verifiedAt?.toISOString() ?? null,
    };
  });
}
