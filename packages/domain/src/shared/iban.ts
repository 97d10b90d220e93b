/**
 * IBAN rules (platform-and-affiliates.md §5, loans-and-investors.md §2 and §5).
 * The registry is the SWIFT IBAN Registry, release 100 (89 country codes), not only the ~60
 * countries the spec mentions: an IBAN of any registered country is checked for its length
 * and BBAN pattern before the mod-97 test.
 */

/**
 * Country → [BBAN structure in the registry's own notation, IBAN length].
 * Notation: `4!n` four digits, `4!a` four upper-case letters, `4!c` four letters or digits.
 */
export const IBAN_REGISTRY = {
  AD: ['4!n4!n12!c', 24],
  AE: ['3!n16!n', 23],
  AL: ['8!n16!c', 28],
  AT: ['5!n11!n', 20],
  AZ: ['4!a20!c', 28],
  BA: ['3!n3!n8!n2!n', 20],
  BE: ['3!n7!n2!n', 16],
  BG: ['4!a4!n2!n8!c', 22],
  BH: ['4!a14!c', 22],
  BI: ['5!n5!n11!n2!n', 27],
  BR: ['8!n5!n10!n1!a1!c', 29],
  BY: ['4!c4!n16!c', 28],
  CH: ['5!n12!c', 21],
  CR: ['4!n14!n', 22],
  CY: ['3!n5!n16!c', 28],
  CZ: ['4!n16!n', 24],
  DE: ['8!n10!n', 22],
  DJ: ['5!n5!n11!n2!n', 27],
  DK: ['4!n9!n1!n', 18],
  DO: ['4!c20!n', 28],
  EE: ['2!n14!n', 20],
  EG: ['4!n4!n17!n', 29],
  ES: ['4!n4!n1!n1!n10!n', 24],
  FI: ['3!n11!n', 18],
  FK: ['2!a12!n', 18],
  FO: ['4!n9!n1!n', 18],
  FR: ['5!n5!n11!c2!n', 27],
  GB: ['4!a6!n8!n', 22],
  GE: ['2!a16!n', 22],
  GI: ['4!a15!c', 23],
  GL: ['4!n9!n1!n', 18],
  GR: ['3!n4!n16!c', 27],
  GT: ['4!c20!c', 28],
  HN: ['4!a20!n', 28],
  HR: ['7!n10!n', 21],
  HU: ['3!n4!n1!n15!n1!n', 28],
  IE: ['4!a6!n8!n', 22],
  IL: ['3!n3!n13!n', 23],
  IQ: ['4!a3!n12!n', 23],
  IS: ['4!n2!n6!n10!n', 26],
  IT: ['1!a5!n5!n12!c', 27],
  JO: ['4!a4!n18!c', 30],
  KW: ['4!a22!c', 30],
  KZ: ['3!n13!c', 20],
  LB: ['4!n20!c', 28],
  LC: ['4!a24!c', 32],
  LI: ['5!n12!c', 21],
  LT: ['5!n11!n', 20],
  LU: ['3!n13!c', 20],
  LV: ['4!a13!c', 21],
  LY: ['3!n3!n15!n', 25],
  MC: ['5!n5!n11!c2!n', 27],
  MD: ['2!c18!c', 24],
  ME: ['3!n13!n2!n', 22],
  MK: ['3!n10!c2!n', 19],
  MN: ['4!n12!n', 20],
  MR: ['5!n5!n11!n2!n', 27],
  MT: ['4!a5!n18!c', 31],
  MU: ['4!a2!n2!n12!n3!n3!a', 30],
  NI: ['4!a20!n', 28],
  NL: ['4!a10!n', 18],
  NO: ['4!n6!n1!n', 15],
  OM: ['3!n16!c', 23],
  PK: ['4!a16!c', 24],
  PL: ['8!n16!n', 28],
  PS: ['4!a21!c', 29],
  PT: ['4!n4!n11!n2!n', 25],
  QA: ['4!a21!c', 29],
  RO: ['4!a16!c', 24],
  RS: ['3!n13!n2!n', 22],
  RU: ['9!n5!n15!c', 33],
  SA: ['2!n18!c', 24],
  SC: ['4!a2!n2!n16!n3!a', 31],
  SD: ['2!n12!n', 18],
  SE: ['3!n16!n1!n', 24],
  SI: ['5!n8!n2!n', 19],
  SK: ['4!n6!n10!n', 24],
  SM: ['1!a5!n5!n12!c', 27],
  SO: ['4!n3!n12!n', 23],
  ST: ['4!n4!n11!n2!n', 25],
  SV: ['4!a20!n', 28],
  TL: ['3!n14!n2!n', 23],
  TN: ['2!n3!n13!n2!n', 24],
  TR: ['5!n1!n16!c', 26],
  UA: ['6!n19!c', 29],
  VA: ['3!n15!n', 22],
  VG: ['4!a16!n', 24],
  XK: ['4!n10!n2!n', 20],
  YE: ['4!a4!n18!c', 30],
} as const satisfies Record<string, readonly [string, number]>;

export type IbanCountry = keyof typeof IBAN_REGISTRY;

const CLASS: Record<string, string> = { n: '[0-9]', a: '[A-Z]', c: '[A-Z0-9]' };

/** '4!n4!a' → /^[0-9]{4}[A-Z]{4}$/ */
function bbanPattern(structure: string): RegExp {
  const body = structure.replace(
    /(\d+)!([nac])/g,
    (_, count: string, kind: string) => `${CLASS[kind]}{${count}}`,
  );
  return new RegExp(`^${body}$`);
}

const PATTERNS = new Map<string, RegExp>(
  Object.entries(IBAN_REGISTRY).map(([country, [structure]]) => [country, bbanPattern(structure)]),
);

/** The general shape of any IBAN: country letters, two check digits, up to 30 letters or digits. */
const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/;

/** §5: spaces are removed and letters upper-cased. Non-strings give ''. */
export function normalizeIban(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 7064 MOD 97-10 of an IBAN-like string: the first four characters move to the end and
 * letters become 10..35. Computed piecewise so that no number exceeds safe integers.
 * A valid IBAN gives 1. Characters outside A-Z0-9 give NaN.
 */
export function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    if (code >= 48 && code <= 57) remainder = (remainder * 10 + (code - 48)) % 97;
    else if (code >= 65 && code <= 90) remainder = (remainder * 100 + (code - 55)) % 97;
    else return Number.NaN;
  }
  return remainder;
}

/** The two check digits that make `country + digits + bban` valid. */
export function ibanCheckDigits(country: string, bban: string): string {
  const check = 98 - ibanMod97(`${country.toUpperCase()}00${bban.toUpperCase()}`);
  return String(check).padStart(2, '0');
}

/** The registry spec for an IBAN's country, or null when the country is not in the registry. */
export function ibanCountrySpec(
  iban: unknown,
): { country: IbanCountry; structure: string; length: number } | null {
  const country = normalizeIban(iban).slice(0, 2);
  if (!Object.hasOwn(IBAN_REGISTRY, country)) return null;
  const [structure, length] = IBAN_REGISTRY[country as IbanCountry];
  return { country: country as IbanCountry, structure, length };
}

/** §5: the general shape, then the country's length and BBAN pattern, then mod-97 = 1. */
export function isValidIban(value: unknown): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const spec = ibanCountrySpec(iban);
  if (!spec || iban.length !== spec.length) return false;
  if (!PATTERNS.get(spec.country)?.test(iban.slice(4))) return false;
  return ibanMod97(iban) === 1;
}

/** The form message for an IBAN field: null when valid, 'El IBAN es inválido' otherwise. */
export function ibanError(value: unknown): 'El IBAN es inválido' | null {
  return isValidIban(value) ? null : 'El IBAN es inválido';
}

/** 'ES9121000418450200051332' → 'ES91 2100 0418 4502 0005 1332'. */
export function formatIban(value: unknown): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * loans-and-investors.md §5: the bank lookup uses characters 5 to 8 of the IBAN (1-based),
 * the Spanish entity code. Too short an IBAN gives ''.
 */
export function ibanEntityCode(value: unknown): string {
  const iban = normalizeIban(value);
  return iban.length >= 8 ? iban.slice(4, 8) : '';
}

/**
 * loans-and-investors.md §2: a scraped account is the borrower's when the last 4 characters of
 * its IBAN or account number equal those of the borrower's IBAN. Fewer than 4 characters on
 * either side never match, so two blank values are not "the same account".
 */
export function ownsAccount(borrowerIban: unknown, scrapedIbanOrAccount: unknown): boolean {
  const mine = normalizeIban(borrowerIban);
  const theirs = normalizeIban(scrapedIbanOrAccount);
  if (mine.length < 4 || theirs.length < 4) return false;
  return mine.slice(-4) === theirs.slice(-4);
}
