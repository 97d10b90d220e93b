/**
 * The typed contract of a company's data and its bank accounts (platform §3 "Company info
 * (datosEmpresa)", "Account"): an affiliate's or an investor's company, and the accounts of a
 * user. Pure data.
 */
import { Type } from 'typebox';
import type { RouteTable } from './routes';
import { Bool, IdParams, Int, Link, NMoney, NNum, NStr, NText, Nullable, Resource, Str } from './schema';

export const Company = Type.Object({
  ...Resource('DatosEmpresa'),
  id: Int(),
  nombreComercial: NStr(),
  sitioWeb: NStr(),
  nombrePc: NStr(),
  apellidosPc: NStr(),
  telefonoMovil: NStr(),
  emailPc: NStr(),
  cargoPc: NStr(),
  tipoViaFiscal: NStr(),
  direccionFiscal: NStr(),
  cpFiscal: NStr(),
  localidadFiscal: NStr(),
  numeroFiscal: NStr(),
  pisoFiscal: NStr(),
  puertaFiscal: NStr(),
  provinciaFiscal: NStr(),
  tipoVia: NStr(),
  direccion: NStr(),
  cp: NStr(),
  localidad: NStr(),
  numero: NStr(),
  piso: NStr(),
  puerta: NStr(),
  provincia: NStr(),
  volumenMensual: NNum(),
  importeMedio: NNum(),
  canalAdquisicion: NStr(),
  competencia: NStr(),
  tipoPersona: Str(),
  cif: NStr(),
  razonSocial: NStr(),
  nombreRepresentante: NStr(),
  apellidosRepresentante: NStr(),
  dniRepresentante: NStr(),
  cargoRepresentante: NStr(),
  socios: Nullable(Type.Array(Type.Unknown())),
  createdAt: Str(),
});

/** A company's fields as a form sends them; the domain's companyDataErrors checks them too. */
export const CompanyWrite = Type.Object(
  {
    nombreComercial: Type.Optional(NText(200)),
    sitioWeb: Type.Optional(NText(200)),
    nombrePc: Type.Optional(NText(200)),
    apellidosPc: Type.Optional(NText(200)),
    telefonoMovil: Type.Optional(NText(200)),
    emailPc: Type.Optional(NText(200)),
    cargoPc: Type.Optional(NText(200)),
    tipoViaFiscal: Type.Optional(NText(200)),
    direccionFiscal: Type.Optional(NText(200)),
    cpFiscal: Type.Optional(NText(200)),
    localidadFiscal: Type.Optional(NText(200)),
    numeroFiscal: Type.Optional(NText(200)),
    pisoFiscal: Type.Optional(NText(200)),
    puertaFiscal: Type.Optional(NText(200)),
    provinciaFiscal: Type.Optional(NText(200)),
    tipoVia: Type.Optional(NText(200)),
    direccion: Type.Optional(NText(200)),
    cp: Type.Optional(NText(200)),
    localidad: Type.Optional(NText(200)),
    numero: Type.Optional(NText(200)),
    piso: Type.Optional(NText(200)),
    puerta: Type.Optional(NText(200)),
    provincia: Type.Optional(NText(200)),
    canalAdquisicion: Type.Optional(NText(200)),
    competencia: Type.Optional(NText(200)),
    cif: Type.Optional(NText(200)),
    razonSocial: Type.Optional(NText(200)),
    nombreRepresentante: Type.Optional(NText(200)),
    apellidosRepresentante: Type.Optional(NText(200)),
    dniRepresentante: Type.Optional(NText(200)),
    cargoRepresentante: Type.Optional(NText(200)),
    volumenMensual: Type.Optional(NMoney()),
    importeMedio: Type.Optional(NMoney()),
    tipoPersona: Type.Optional(Type.String({ enum: ['fisica', 'juridica'] })),
    socios: Type.Optional(
      Nullable(
        Type.Array(
          Type.Record(
            Type.String(),
            Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Null()]),
            {
              maxProperties: 10,
            },
          ),
          { maxItems: 20 },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);

export const Account = Type.Object({
  ...Resource('Account'),
  id: Int(),
  iban: NStr(),
  ibanValidadoLw: Bool(),
  lwIBANId: NStr(),
  user: Str(),
});

export const AccountCreate = Type.Object(
  { user: Link, iban: Type.Optional(NText(50)), afiliado: Type.Optional(Link) },
  { additionalProperties: false },
);

/** `ibanValidadoLw` stays declared so that a client sending it gets the Spanish 403. */
export const AccountUpdate = Type.Object(
  { iban: Type.Optional(NText(50)), ibanValidadoLw: Type.Optional(Bool()) },
  { additionalProperties: false },
);

export const COMPANY_ROUTES = {
  'POST /api/datos_empresas': { body: CompanyWrite, response: Company, status: 201 },
  'GET /api/datos_empresas/:id': { params: IdParams, response: Company },
  'PUT /api/datos_empresas/:id': { params: IdParams, body: CompanyWrite, response: Company },
  'POST /api/accounts': { body: AccountCreate, response: Account, status: 201 },
  'GET /api/accounts/:id': { params: IdParams, response: Account },
  'PUT /api/accounts/:id': { params: IdParams, body: AccountUpdate, response: Account },
} as const satisfies RouteTable;
