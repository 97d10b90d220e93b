/** Test-only: inputs and events the plan-form model is explored with. */
import { NO_INSURANCE } from '@backoffice/domain';
import { done, fail } from '../testing/model';
import type { PlanFormInput, PlanFormValues } from './planFormMachine';

export const insuranceOptions = [
  { ruta: '/api/insurances/1', option: 'POS corto', vertical: 'POS', minMonth: 3, maxMonth: 24 },
  { ruta: '/api/insurances/2', option: 'POS largo', vertical: 'POS', minMonth: 25, maxMonth: 120 },
  { ruta: '/api/insurances/3', option: 'Coche', vertical: 'Vehículos', minMonth: 3, maxMonth: 120 },
];

export const validValues: PlanFormValues = {
  meses: 24,
  minCantidad: 300,
  maxCantidad: 6000,
  maxCarencia: 0,
  pCaI: 3,
  pCaMin: 30,
  pTinI: 9.5,
  aCaI: 0,
  aCaMin: 0,
  pCaZ: 1,
  aCaZCobros: 0,
  aCaCobrosMin: 0,
  mixedMonths1: 0,
  mixedPerc1: 0,
  salesComission: 2,
  downpayment: 0,
  insurance: NO_INSURANCE,
  financedBorrowerFee: false,
  noInterestFirstInstallment: false,
  mandatoryCancellationFee: false,
  label: 'Plan 24',
};

export const planFormScenarios: Record<string, PlanFormInput> = {
  'valid plan': { primaryReason: 'Salud', rules: { origin: 'WEB' }, insuranceOptions, values: validValues },
  'vehicle affiliate, CONF origin': {
    primaryReason: 'Vehículos',
    rules: { origin: 'CONF' },
    insuranceOptions,
    values: { ...validValues, pCaZ: null, aCaZCobros: null, aCaCobrosMin: null },
  },
};

export const emptyPlan: PlanFormInput = { primaryReason: 'Vehículos', insuranceOptions };

export const planFormModelEvents = [
  { type: 'plan.change', field: 'mixedMonths1', value: 12 },
  { type: 'plan.change', field: 'meses', value: 2 },
  { type: 'plan.change', field: 'meses', value: 24 },
  done('createPlan', { id: 9 }),
  fail('createPlan', { status: 400, body: { error: 'x' }, errorId: 'p1' }),
];
