import { dniLetter, ibanCheckDigits } from '@backoffice/domain';

/** mulberry32: a small seeded PRNG, so the same seed gives the same data on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const chance = (p: number) => next() < p;
  const money = (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100;
  return { next, int, pick, chance, money };
}
export type Rng = ReturnType<typeof prng>;

export const FIRST_NAMES = [
  'Lucía',
  'Hugo',
  'Martina',
  'Mateo',
  'Sofía',
  'Martín',
  'María',
  'Lucas',
  'Julia',
  'Leo',
  'Paula',
  'Daniel',
  'Valeria',
  'Alejandro',
  'Emma',
  'Pablo',
  'Daniela',
  'Manuel',
  'Alba',
  'Álvaro',
  'Carmen',
  'José',
  'Ana',
  'Javier',
  'Laura',
  'Sergio',
  'Marta',
  'Adrián',
  'Elena',
  'Iñigo',
  'Begoña',
  'Jesús',
  'Nuria',
  'Raúl',
  'Rocío',
  'Andrés',
  'Irene',
  'Óscar',
  'Noelia',
  'Ramón',
] as const;
export const LAST_NAMES = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Gutiérrez',
  'Navarro',
  'Torres',
  'Domínguez',
  'Vázquez',
  'Ramos',
  'Gil',
  'Ramírez',
  'Serrano',
  'Blanco',
  'Molina',
  'Morales',
  'Suárez',
  'Ortega',
  'Delgado',
  'Castro',
  'Ortiz',
  'Rubio',
  'Marín',
  'Sanz',
  'Núñez',
  'Iglesias',
  'Medina',
  'Garrido',
  'Cortés',
  'Castillo',
  'Santos',
  'Lozano',
  'Guerrero',
] as const;
export const CITIES = [
  ['Madrid', 'Madrid', '28'],
  ['Barcelona', 'Barcelona', '08'],
  ['Valencia', 'Valencia', '46'],
  ['Sevilla', 'Sevilla', '41'],
  ['Zaragoza', 'Zaragoza', '50'],
  ['Málaga', 'Málaga', '29'],
  ['Murcia', 'Murcia', '30'],
  ['Palma', 'Illes Balears', '07'],
  ['Bilbao', 'Bizkaia', '48'],
  ['Alicante', 'Alicante', '03'],
  ['Córdoba', 'Córdoba', '14'],
  ['Valladolid', 'Valladolid', '47'],
  ['Vigo', 'Pontevedra', '36'],
  ['Gijón', 'Asturias', '33'],
  ['A Coruña', 'A Coruña', '15'],
  ['Granada', 'Granada', '18'],
  ['Vitoria-Gasteiz', 'Álava', '01'],
  ['Pamplona', 'Navarra', '31'],
  ['Santander', 'Cantabria', '39'],
  ['Logroño', 'La Rioja', '26'],
  ['León', 'León', '24'],
] as const;
export const STREETS = [
  'Mayor',
  'Real',
  'de la Constitución',
  'del Sol',
  'de Alcalá',
  'Gran Vía',
  'de Goya',
  'de Serrano',
  'San Francisco',
  'de la Paz',
  'Nueva',
  'del Carmen',
  'de Cervantes',
  'de Colón',
  'de la Iglesia',
] as const;
export const STREET_TYPES = ['Calle', 'Avenida', 'Plaza', 'Paseo', 'Ronda'] as const;

/** Business names by primary reason (a purpose of §3). */
export const BUSINESSES: Readonly<Record<string, readonly string[]>> = {
  Salud: ['Clínica Dental', 'Centro Óptico', 'Fisioterapia', 'Audífonos', 'Clínica Estética'],
  Educación: ['Academia', 'Autoescuela', 'Escuela de Idiomas', 'Centro de Formación'],
  Vehículos: ['Concesionario', 'Motos', 'Talleres', 'Automóviles', 'Neumáticos'],
  Viajes: ['Viajes', 'Agencia de Viajes', 'Cruceros'],
  Veterinaria: ['Clínica Veterinaria', 'Hospital Veterinario'],
  Joyería: ['Joyería', 'Relojería'],
  Mobiliario: ['Muebles', 'Decoración', 'Colchonería', 'Cocinas'],
  'Instrumentos Musicales': ['Música', 'Pianos', 'Guitarras'],
  Energia: ['Solar', 'Placas Solares', 'Energía Renovable'],
  'Venta Directa': ['Electrodomésticos', 'Informática', 'Telefonía'],
  Reformas: ['Reformas', 'Construcciones', 'Baños y Cocinas', 'Ventanas'],
  'Maquinaria Industrial': ['Maquinaria', 'Suministros Industriales', 'Carretillas'],
};

export const FORMAS_LEGALES = ['SL', 'SA', 'SLU', 'Autónomo', 'SC'] as const;

/** A DNI with its check letter (§5: the number mod 23 in TRWAGMYFPDXBNJZSQVHLCKET). */
export function dni(rng: Rng): string {
  const n = rng.int(10_000_000, 79_999_999);
  return `${n}${dniLetter(n)}`;
}

/**
 * A CIF of a company (letter B for an SL, A for an SA), with its control digit: digits in odd
 * places doubled and summed digit by digit, plus the even places; 10 minus the last digit.
 */
export function cif(rng: Rng, letter = 'B'): string {
  const body = String(rng.int(0, 9_999_999)).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const d = Number(body[i]);
    if (i % 2 === 0) {
      const x = d * 2;
      sum += Math.floor(x / 10) + (x % 10);
    } else sum += d;
  }
  const control = (10 - (sum % 10)) % 10;
  return `${letter}${body}${control}`;
}

const BANKS = ['2100', '0049', '0182', '0081', '2038', '0128', '1465', '0075', '3058', '2085'] as const;

/** A Spanish IBAN: bank, branch, the two national check digits and the account, with mod-97 digits. */
export function iban(rng: Rng): string {
  const bank = rng.pick(BANKS);
  const branch = String(rng.int(0, 9999)).padStart(4, '0');
  const account = String(rng.int(0, 9_999_999_999)).padStart(10, '0');
  const weights = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
  const dc = (digits: string) => {
    const s = digits.split('').reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
    const r = 11 - (s % 11);
    return r === 11 ? 0 : r === 10 ? 1 : r;
  };
  const bban = `${bank}${branch}${dc(`00${bank}${branch}`)}${dc(account)}${account}`;
  return `ES${ibanCheckDigits('ES', bban)}${bban}`;
}

export function phone(rng: Rng): string {
  return `6${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
}

/** Lower-case ASCII for usernames and e-mail addresses. */
export function slug(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
