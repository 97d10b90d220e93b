import { messages } from '@backoffice/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliatesFor, call, validPlan } from './support/helpers';
import { createTestApp, type TestContext } from './support/testApp';

let t: TestContext;
let comercial: Awaited<ReturnType<typeof affiliatesFor>>;
beforeAll(async () => {
  t = await createTestApp({ seed: 'tiny' });
  comercial = await affiliatesFor(t, 'comercial');
});
afterAll(() => t.close());

describe('plans (configuracion_afiliados)', () => {
  it('validates with planErrors and the spec messages, then saves and deletes', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const months = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      meses: 2,
    });
    expect(months.statusCode).toBe(400);
    expect(months.json().error).toBe('Los meses deben ser entre 3 y 120');
    expect(months.json().violations).toContainEqual({
      propertyPath: 'meses',
      message: 'Los meses deben ser entre 3 y 120',
    });
    const amount = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      maxCantidad: 40001,
    });
    expect(amount.json().error).toBe('La cantidad debe ser entre 300 y 40000');
    const missing = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      pCaI: null,
    });
    expect(missing.statusCode).toBe(400);
    const ok = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      mixedMonths1: 12,
      meses: 36,
      pTinI: null,
      mixedPerc1: 40,
    });
    expect(ok.statusCode).toBe(201);
    // §5 preset 12/36: pTinI 29.3 when the form leaves it disabled; mixedMonths2 is derived.
    expect(ok.json()).toMatchObject({
      meses: 36,
      mixedMonths1: 12,
      mixedMonths2: 24,
      pTinI: 29.3,
      insurance: null,
    });
    const list = (
      await call(t, 'comercial', 'GET', `${afiliado}/configuraciones_afiliados?pagination=false`)
    ).json();
    expect(list['hydra:member'].map((p: { '@id': string }) => p['@id'])).toContain(ok.json()['@id']);
    expect((await call(t, 'comercial', 'DELETE', ok.json()['@id'])).statusCode).toBe(204);
    expect((await call(t, 'comercial', 'DELETE', ok.json()['@id'])).statusCode).toBe(404);
    expect(
      (
        await call(
          t,
          'comercial',
          'POST',
          '/api/configuracion_afiliados',
          validPlan(`/api/afiliados/${comercial.others[0]}`),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'risk', 'POST', '/api/configuracion_afiliados', validPlan(afiliado))).statusCode,
    ).toBe(403);
  });

  it("takes 'Sin seguro' as an explicit null insurance, and refuses a plan that leaves it out", async () => {
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const none = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      insurance: null,
    });
    expect(none.statusCode).toBe(201);
    expect(none.json().insurance).toBeNull();
    const { insurance: _left, ...withoutInsurance } = validPlan(afiliado);
    const missing = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', withoutInsurance);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().violations).toContainEqual({
      propertyPath: 'insurance',
      message: messages.validation.required,
    });
    expect((await call(t, 'comercial', 'DELETE', none.json()['@id'])).statusCode).toBe(204);
  });

  it('offers only the insurances of the vertical and months (§5)', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const a = (await call(t, 'comercial', 'GET', afiliado)).json();
    const insurances = (await call(t, 'comercial', 'GET', '/api/insurances')).json()['hydra:member'];
    const vertical = a.primaryReason === 'Vehículos' ? 'Vehículos' : 'POS';
    const fits = insurances.find(
      (i: { vertical: string; minMonth: number; maxMonth: number }) =>
        i.vertical === vertical && i.minMonth <= 12 && i.maxMonth >= 12,
    );
    const wrong = insurances.find((i: { vertical: string }) => i.vertical !== vertical);
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
          ...validPlan(afiliado),
          insurance: wrong.ruta,
        })
      ).statusCode,
    ).toBe(422);
    const ok = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      insurance: fits.ruta,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().insurance).toBe(fits.ruta);
  });
});

describe('secondary reasons and links', () => {
  it('deleting an affiliate secondary reason also deletes its plans', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[1]}`;
    const catalogue = (await call(t, 'comercial', 'GET', '/api/secondary_reasons')).json()['hydra:member'];
    const current = (await call(t, 'comercial', 'GET', `${afiliado}/secondaryReasonsList`)).json()[
      'hydra:member'
    ];
    const sr = catalogue.find(
      (c: { '@id': string }) =>
        !current.some((x: { secondaryReasonIri: string }) => x.secondaryReasonIri === c['@id']),
    );
    const link = await call(t, 'comercial', 'POST', '/api/afiliado_secondary_reasons', {
      afiliado,
      secondaryReason: sr['@id'],
    });
    expect(link.statusCode).toBe(201);
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/afiliado_secondary_reasons', {
          afiliado,
          secondaryReason: sr['@id'],
        })
      ).statusCode,
    ).toBe(409);
    const plan = await call(t, 'comercial', 'POST', '/api/configuracion_afiliados', {
      ...validPlan(afiliado),
      secondaryReason: sr['@id'],
    });
    expect(plan.statusCode).toBe(201);
    const listed = (await call(t, 'comercial', 'GET', `${afiliado}/secondaryReasonsList`)).json()[
      'hydra:member'
    ];
    expect(listed.find((x: { '@id': string }) => x['@id'] === link.json()['@id'])).toMatchObject({
      plans: 1,
      hasPlans: true,
    });
    expect((await call(t, 'comercial', 'DELETE', link.json()['@id'])).statusCode).toBe(204);
    const plans = (
      await call(t, 'comercial', 'GET', `${afiliado}/configuraciones_afiliados?pagination=false`)
    ).json()['hydra:member'];
    expect(plans.map((p: { '@id': string }) => p['@id'])).not.toContain(plan.json()['@id']);
    // The catalogue itself is ADMIN_PLUS's.
    expect(
      (
        await call(t, 'micro-admin', 'POST', '/api/secondary_reasons', {
          primaryReason: 'Salud',
          secondaryReason: 'Óptica',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t, 'admin-plus', 'POST', '/api/secondary_reasons', {
          primaryReason: 'Salud',
          secondaryReason: 'Óptica',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('creates and deletes links', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const link = await call(t, 'comercial', 'POST', '/api/links_afiliados', {
      afiliado,
      producto: 'financiacion',
      cantidad: 1500,
    });
    expect(link.statusCode).toBe(201);
    expect(link.json()).toMatchObject({ producto: 'financiacion', cantidad: 1500, afiliado });
    expect(link.json().uri).toContain(link.json().hash);
    expect((await call(t, 'comercial', 'DELETE', link.json()['@id'])).statusCode).toBe(204);
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/links_afiliados', {
          afiliado: `/api/afiliados/${comercial.others[0]}`,
          producto: 'cobros',
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('cancellations (§5 credit-id rule)', () => {
  it('accepts a credit of the same affiliate and refuses others with the spec message', async () => {
    const admin = (await call(t, 'super-admin', 'GET', '/api/users?email=micro-admin@demo.test')).json()[
      'hydra:member'
    ][0].id;
    const rows = (
      await call(t, 'micro-admin', 'GET', `/api/users/${admin}/affiliatesInDepthList?pagination=false`)
    ).json()['hydra:member'];
    let owner: number | null = null;
    let loan: string | null = null;
    for (const r of rows) {
      const fin = (await call(t, 'micro-admin', 'GET', `/api/afiliados/${r.id}/financiacionList`)).json()[
        'hydra:member'
      ];
      const own = fin.find((f: { branchId: number }) => f.branchId === r.id);
      if (own) {
        owner = r.id;
        loan = own['@id'];
        break;
      }
    }
    expect(owner).not.toBeNull();
    const other = rows.find((r: { id: number }) => r.id !== owner).id;
    const wrong = await call(t, 'micro-admin', 'POST', '/api/cancellation_operations', {
      afiliado: `/api/afiliados/${other}`,
      credito: loan,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toBe('El CreditoId no es válido');
    const unknown = await call(t, 'micro-admin', 'POST', '/api/cancellation_operations', {
      afiliado: `/api/afiliados/${owner}`,
      creditoId: 99999999,
    });
    expect(unknown.json().error).toBe('El CreditoId no es válido');
    expect((await call(t, 'micro-admin', 'GET', '/api/creditos/99999999')).statusCode).toBe(404);
    const ok = await call(t, 'micro-admin', 'POST', '/api/cancellation_operations', {
      afiliado: `/api/afiliados/${owner}`,
      credito: loan,
      amount: 100,
      date: '2026-11-01',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ loan, amount: 100, date: '2026-11-01' });
    const list = (
      await call(t, 'micro-admin', 'GET', `/api/afiliados/${owner}/cancellationOperationList`)
    ).json()['hydra:member'];
    expect(list.map((c: { '@id': string }) => c['@id'])).toContain(ok.json()['@id']);
    expect((await call(t, 'micro-admin', 'DELETE', ok.json()['@id'])).statusCode).toBe(204);
  });
});

describe('comments', () => {
  it('applies the department rules and lets only SUPER_ADMIN delete', async () => {
    const afiliado = `/api/afiliados/${comercial.mine[0]}`;
    const auto = await call(t, 'comercial', 'POST', '/api/comentarios', {
      afiliado,
      departamento: 'IT',
      mensaje: 'Llamar mañana',
      tipo: 'comentario',
    });
    expect(auto.statusCode).toBe(201);
    expect(auto.json().departamento).toBe('Comercial');
    const risk = await call(t, 'risk', 'POST', '/api/comentarios', { afiliado, mensaje: 'Revisar balance' });
    expect(risk.json().departamento).toBe('Riesgos');
    const noDept = await call(t, 'micro-admin', 'POST', '/api/comentarios', {
      afiliado,
      mensaje: 'Sin departamento',
    });
    expect(noDept.statusCode).toBe(400);
    expect(noDept.json().error).toBe('El departamento es obligatorio.');
    const chosen = await call(t, 'micro-admin', 'POST', '/api/comentarios', {
      afiliado,
      mensaje: 'Con departamento',
      departamento: 'Operaciones',
    });
    expect(chosen.json().departamento).toBe('Operaciones');
    expect(
      (await call(t, 'comercial', 'POST', '/api/comentarios', { afiliado, mensaje: '   ' })).json().error,
    ).toBe('El comentario es obligatorio.');
    expect(
      (
        await call(t, 'comercial', 'POST', '/api/comentarios', {
          afiliado: `/api/afiliados/${comercial.others[0]}`,
          mensaje: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const list = (await call(t, 'comercial', 'GET', `${afiliado}/comentariosList`)).json()['hydra:member'];
    expect(list[0]).toHaveProperty('nameUser');
    expect(list.map((c: { '@id': string }) => c['@id'])).toContain(auto.json()['@id']);
    expect((await call(t, 'comercial', 'DELETE', auto.json()['@id'])).statusCode).toBe(403);
    expect((await call(t, 'admin', 'DELETE', auto.json()['@id'])).statusCode).toBe(403);
    expect((await call(t, 'super-admin', 'DELETE', auto.json()['@id'])).statusCode).toBe(204);
  });
});
