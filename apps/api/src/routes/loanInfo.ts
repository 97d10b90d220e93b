/** Issue 13 (a13b): the loan's borrower info, car info and ID info (loans §3 linked resources, §7). */
import { businessDay, messages } from '@backoffice/domain';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loanBorrowerInfo, loanCarInfo, loanIdInfo } from '../db/schema';
import { spec } from '../lib/contract';
import type { RouteDeps } from '../lib/deps';
import { httpError } from '../lib/httpError';
import { paramId } from '../lib/iri';
import { assertLoanInScope, authOf } from '../lib/scope';
import type { AuthUser } from '../plugins/auth';

export async function loanInfoRoutes(app: FastifyInstance, { db, now }: RouteDeps) {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  /**
   * One linked resource of a loan: scoped like the loan, 404 in Spanish when the loan has none, and
   * answered as `{ @id, @type, creditId, ...fields }` (the route's response schema checks the fields).
   */
  const linked = async <Row, Fields>(
    auth: AuthUser,
    rawId: string,
    path: string,
    type: string,
    read: (loanId: number) => Promise<Row[]>,
    fields: (row: Row) => Fields,
  ) => {
    const id = paramId(rawId);
    await assertLoanInScope(db, auth, id);
    const [row] = await read(id);
    if (!row) throw httpError(404, messages.general.notFound);
    return { '@id': `/api/creditos/${id}/${path}`, '@type': type, creditId: id, ...fields(row) };
  };

  r.get('/api/creditos/:id/borrowerInfo', spec('GET /api/creditos/:id/borrowerInfo'), (request) =>
    linked(
      authOf(request),
      request.params.id,
      'borrowerInfo',
      'BorrowerInfo',
      (id) => db.select().from(loanBorrowerInfo).where(eq(loanBorrowerInfo.loanId, id)),
      (b) => ({
        employment: b.employment,
        employer: b.employer,
        monthlyIncome: b.monthlyIncome,
        housing: b.housing,
        maritalStatus: b.maritalStatus,
        dependants: b.dependants,
      }),
    ),
  );

  r.get('/api/creditos/:id/carInfo', spec('GET /api/creditos/:id/carInfo'), (request) =>
    linked(
      authOf(request),
      request.params.id,
      'carInfo',
      'CarInfo',
      (id) => db.select().from(loanCarInfo).where(eq(loanCarInfo.loanId, id)),
      (c) => ({ make: c.make, model: c.model, plate: c.plate, year: c.year, price: c.price }),
    ),
  );

  r.get('/api/creditos/:id/idInfo', spec('GET /api/creditos/:id/idInfo'), (request) =>
    linked(
      authOf(request),
      request.params.id,
      'idInfo',
      'IdInfo',
      (id) => db.select().from(loanIdInfo).where(eq(loanIdInfo.loanId, id)),
      (d) => ({
        documentType: d.documentType,
        documentNumber: d.documentNumber,
        expiryDate: d.expiryDate,
        // Expired once the expiry day is behind today in Madrid (the platform's calendar).
        expired: d.expiryDate !== null && d.expiryDate < businessDay(now()),
        nationality: d.nationality,
        verificationStatus: d.verificationStatus,
        verifiedAt: d.verifiedAt?.toISOString() ?? null,
      }),
    ),
  );
}
