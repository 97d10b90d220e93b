/** Demo data for the stories: a few realistic rows per section, in the API's spelling (§3). */
import type {
  AffiliateListRow,
  CancellationRow,
  ChildRow,
  DocumentRow,
  FinancingRow,
  InvestmentRow,
  Option,
  ProvisionFundQuarter,
  StatusHistoryRow,
  TaskRow,
  TransferRow,
} from './types';

const NAMES = [
  'Clínica Dental Sonrisa',
  'Autos Levante',
  'Academia Lingua',
  'Óptica Central',
  'Veterinaria Can',
  'Muebles Rivas',
  'Reformas Hogar',
  'Viajes Sol',
];
const STATES = ['ACT', 'NCO', 'OFF', 'FUN', 'PDO', 'INI', 'NEX', 'GES', 'OUT', 'INT'];

export const listRows: AffiliateListRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: 100 + i,
  code: `AF${String(100 + i).padStart(5, '0')}`,
  origin: i % 3 === 0 ? 'CONF' : 'WEB',
  email: `afiliado${100 + i}@demo.test`,
  lastComment: i % 4 === 0 ? 'Llamar el lunes para revisar la documentación pendiente del CIF.' : null,
  name: `${NAMES[i % NAMES.length]}${i >= NAMES.length ? ' II' : ''}`,
  plataformaAgent: 'Lucía Prieto',
  salesAgent: i % 2 === 0 ? 'Marta Gil' : 'Jorge Ruiz',
  status: STATES[i % STATES.length] ?? 'NCO',
  kyc: i % 2 === 0 ? 6 : 1,
}));

export const counts: Record<string, number> = {
  NCO: 120,
  REG: 4,
  GES: 12,
  VIS: 3,
  OFF: 20,
  NEX: 2,
  PDA: 5,
  PDO: 8,
  DEM: 1,
  RSK: 2,
  NAC: 3,
  VIR: 0,
  ACT: 60,
  INI: 25,
  FUN: 24,
  INT: 6,
  OUT: 5,
};

export const salesAgents: Option[] = [
  { value: '/api/users/7', label: 'Marta Gil' },
  { value: '/api/users/8', label: 'Jorge Ruiz' },
];

export const company = {
  nombreComercial: 'Clínica Dental Sonrisa',
  razonSocial: 'Sonrisa Salud S.L.',
  cif: 'B12345678',
  tipoPersona: 'juridica',
  sitioWeb: 'https://sonrisa.example',
  nombrePc: 'Ana',
  apellidosPc: 'López Martín',
  cargoPc: 'Gerente',
  telefonoMovil: '600111222',
  emailPc: 'ana@sonrisa.example',
  direccion: 'Calle Mayor 3',
  cp: '28013',
  localidad: 'Madrid',
  provincia: 'Madrid',
  direccionFiscal: 'Calle Mayor 3',
  cpFiscal: '28013',
  localidadFiscal: 'Madrid',
  provinciaFiscal: 'Madrid',
  nombreRepresentante: 'Ana',
  apellidosRepresentante: 'López Martín',
  dniRepresentante: '12345678Z',
  volumenMensual: 25000,
  importeMedio: 1800,
  canalAdquisicion: 'Feria',
  competencia: 'Ninguna',
};

export const adminUser = {
  username: 'sonrisa',
  email: 'admin@sonrisa.example',
  firstname: 'Ana',
  lastname: 'López Martín',
  dni: '12345678Z',
  phone: '600111222',
  enabled: true,
  emailVerificado: true,
  walletStatusCode: 6,
  lastLogin: '2026-11-20T09:12:00Z',
};

export const account = { iban: 'ES9121000418450200051332', ibanValidadoLw: true, lwIBANId: 'LW-IBAN-991' };

export const opportunity = {
  beneficio: 84000,
  facturacionAnual: 1250000,
  fondosPropios: 300000,
  activoCorriente: 410000,
  patrimonioNeto: 520000,
  pasivoCorriente: 190000,
  deudaCorto: 60000,
  deudaLargo: 150000,
  importeNetoCifraNegocios: 1190000,
  resultadoExplotacion: 112000,
  riskRating: 'B+',
  ejercicioFiscalDocumentos: 2025,
  score: 7.4,
  totalIngresosComputables: 980000,
  formaLegal: 'S.L.',
};

export const history: StatusHistoryRow[] = [
  {
    date: '2026-10-02T10:00:00Z',
    previousState: 'PDO',
    finalState: 'ACT',
    user: 'marta.gil',
    oldAgent: 'marta.gil',
    currentAgent: 'marta.gil',
  },
  {
    date: '2026-09-15T08:30:00Z',
    previousState: 'NCO',
    finalState: 'PDO',
    user: 'jorge.ruiz',
    oldAgent: 'jorge.ruiz',
    currentAgent: 'marta.gil',
  },
  {
    date: '2026-09-01T12:00:00Z',
    previousState: null,
    finalState: 'NCO',
    user: 'jorge.ruiz',
    oldAgent: null,
    currentAgent: 'jorge.ruiz',
  },
];

export const documents: DocumentRow[] = [
  {
    id: 1,
    createdAt: '2026-09-02T10:00:00Z',
    type: 'cif',
    description: 'CIF de la sociedad',
    lwId: 'LW-1',
    status: 2,
    name: 'cif.pdf',
    download: '/api/documents/1/download',
  },
  {
    id: 2,
    createdAt: '2026-09-03T10:00:00Z',
    type: 'dni',
    description: 'DNI del representante',
    lwId: 'LW-2',
    status: 1,
    name: 'dni-anverso.jpg',
    download: '/api/documents/2/download',
  },
  {
    id: 3,
    createdAt: '2026-09-04T10:00:00Z',
    type: 'escrituras',
    description: null,
    lwId: null,
    status: null,
    name: 'escrituras.pdf',
    download: null,
  },
  {
    id: 4,
    createdAt: '2026-09-05T10:00:00Z',
    type: 'iban',
    description: 'Certificado',
    lwId: 'LW-4',
    status: 3,
    name: 'certificado.pdf',
    download: '/api/documents/4/download',
  },
];

export const tasks: TaskRow[] = [
  {
    id: 1,
    type: 'Llamada',
    date: '2026-11-24',
    name: 'Revisar documentación',
    status: 'Pendiente',
    finished: false,
  },
  {
    id: 2,
    type: 'Visita',
    date: '2026-11-10',
    name: 'Presentación del producto',
    status: 'Hecha',
    finished: true,
  },
];

export const children: ChildRow[] = [
  { id: 201, code: 'AF00201', nombre: 'Sonrisa Valencia', formaLegal: 'S.L.', estadoCd: 'ACT' },
  { id: 202, code: 'AF00202', nombre: 'Sonrisa Sevilla', formaLegal: 'S.L.', estadoCd: 'OFF' },
];

export const financings: FinancingRow[] = Array.from({ length: 6 }, (_, i) => ({
  id: 500 + i,
  code: `CR${String(500 + i).padStart(6, '0')}`,
  name: ['Pedro Sanz', 'Laura Gómez', 'Iván Castro', 'Elena Mora', 'Raúl Vega', 'Sara Pons'][i] ?? '',
  status: ['AMO', 'EST', 'PUB', 'DE1', 'EAM', 'SIM'][i] ?? 'UNK',
  pTinI: 9.5,
  tae: 11.2,
  amount: 1500 + i * 750,
  cobros: i % 2 === 0,
  duration: 12 + i * 6,
  salesAgent: 'Marta Gil',
  branchId: i % 3 === 0 ? 201 : null,
  branchName: i % 3 === 0 ? 'Sonrisa Valencia' : null,
  branchUsername: i % 3 === 0 ? 'sonrisa.valencia' : null,
  createdAt: `2026-${String(10 - (i % 9)).padStart(2, '0')}-1${i}T10:00:00Z`,
}));

export const investments: InvestmentRow[] = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  amount: 50 + i * 25,
  loanRentability: 5 + i,
  loanDuration: 12 + i * 6,
  loanStatus: i % 3 === 0 ? 'AMO' : 'EAM',
  createdAt: `2026-0${(i % 9) + 1}-15T10:00:00Z`,
  loanCode: `CR${String(700 + i).padStart(6, '0')}`,
  isOwnInvestment: i % 4 === 0,
}));

export const transfers: TransferRow[] = [
  {
    id: 1,
    loan: '/api/creditos/500',
    loanId: 'CR000500',
    loanStatus: 'AMO',
    date: '2026-10-03T10:00:00Z',
    direction: 'in',
    code: 'TR-001',
    amount: 1500,
    status: 'OK',
    comercial: 'marta.gil',
  },
  {
    id: 2,
    loan: '/api/creditos/501',
    loanId: 'CR000501',
    loanStatus: 'EST',
    date: '2026-10-05T10:00:00Z',
    direction: 'out',
    code: 'TR-002',
    amount: 2250,
    status: 'PENDIENTE',
    comercial: 'jorge.ruiz',
  },
];

export const cancellations: CancellationRow[] = [
  {
    id: 1,
    loan: '/api/creditos/500',
    loanId: 'CR000500',
    loanStatus: 'ACC',
    createdAt: '2026-10-10T10:00:00Z',
    date: '2026-10-12',
    amount: 1500,
    finalAmount: 1420.5,
    validated: true,
    byTransfer: false,
    salesAgent: 'marta.gil',
  },
  {
    id: 2,
    loan: '/api/creditos/503',
    loanId: 'CR000503',
    loanStatus: 'EAM',
    createdAt: '2026-11-01T10:00:00Z',
    date: null,
    amount: 3750,
    finalAmount: null,
    validated: false,
    byTransfer: true,
    salesAgent: 'jorge.ruiz',
  },
];

export const provisionFund: ProvisionFundQuarter[] = [
  {
    key: '2026-T4',
    year: 2026,
    quarter: 4,
    total: 310.5,
    movements: [
      { id: 1, date: '2026-10-05', amount: 200, concept: 'Dotación' },
      { id: 2, date: '2026-11-05', amount: 110.5, concept: 'Dotación' },
    ],
  },
  {
    key: '2026-T3',
    year: 2026,
    quarter: 3,
    total: -45,
    movements: [{ id: 3, date: '2026-08-20', amount: -45, concept: 'Impago CR000502' }],
  },
];
