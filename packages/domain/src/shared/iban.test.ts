import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatIban,
  IBAN_REGISTRY,
  type IbanCountry,
  ibanCheckDigits,
  ibanCountrySpec,
  ibanEntityCode,
  ibanError,
  ibanMod97,
  isValidIban,
  normalizeIban,
  ownsAccount,
} from './iban';

/** The "IBAN electronic format example" of every country of SWIFT IBAN Registry release 100. */
const REGISTRY_SAMPLES: Record<IbanCountry, string> = {
  AD: 'AD1200012030200359100100',
  AE: 'AE070331234567890123456',
  AL: 'AL47212110090000000235698741',
  AT: 'AT611904300234573201',
  AZ: 'AZ21NABZ00000000137010001944',
  BA: 'BA391290079401028494',
  BE: 'BE68539007547034',
  BG: 'BG80BNBG96611020345678',
  BH: 'BH67BMAG00001299123456',
  BI: 'BI4210000100010000332045181',
  BR: 'BR1800360305000010009795493C1',
  BY: 'BY13NBRB3600900000002Z00AB00',
  CH: 'CH9300762011623852957',
  CR: 'CR05015202001026284066',
  CY: 'CY17002001280000001200527600',
  CZ: 'CZ6508000000192000145399',
  DE: 'DE89370400440532013000',
  DJ: 'DJ2100010000000154000100186',
  DK: 'DK5000400440116243',
  DO: 'DO28BAGR00000001212453611324',
  EE: 'EE382200221020145685',
  EG: 'EG380019000500000000263180002',
  ES: 'ES9121000418450200051332',
  FI: 'FI2112345600000785',
  FK: 'FK88SC123456789012',
  FO: 'FO6264600001631634',
  FR: 'FR1420041010050500013M02606',
  GB: 'GB29NWBK60161331926819',
  GE: 'GE29NB0000000101904917',
  GI: 'GI75NWBK000000007099453',
  GL: 'GL8964710001000206',
  GR: 'GR1601101250000000012300695',
  GT: 'GT82TRAJ01020000001210029690',
  HN: 'HN88CABF00000000000250005469',
  HR: 'HR1210010051863000160',
  HU: 'HU42117730161111101800000000',
  IE: 'IE29AIBK93115212345678',
  IL: 'IL620108000000099999999',
  IQ: 'IQ98NBIQ850123456789012',
  IS: 'IS140159260076545510730339',
  IT: 'IT60X0542811101000000123456',
  JO: 'JO94CBJO0010000000000131000302',
  KW: 'KW81CBKU0000000000001234560101',
  KZ: 'KZ86125KZT5004100100',
  LB: 'LB62099900000001001901229114',
  LC: 'LC55HEMM000100010012001200023015',
  LI: 'LI21088100002324013AA',
  LT: 'LT121000011101001000',
  LU: 'LU280019400644750000',
  LV: 'LV80BANK0000435195001',
  LY: 'LY83002048000020100120361',
  MC: 'MC5811222000010123456789030',
  MD: 'MD24AG000225100013104168',
  ME: 'ME25505000012345678951',
  MK: 'MK07250120000058984',
  MN: 'MN121234123456789123',
  MR: 'MR1300020001010000123456753',
  MT: 'MT84MALT011000012345MTLCAST001S',
  MU: 'MU17BOMM0101101030300200000MUR',
  NI: 'NI45BAPR00000013000003558124',
  NL: 'NL91ABNA0417164300',
  NO: 'NO9386011117947',
  OM: 'OM810180000001299123456',
  PK: 'PK36SCBL0000001123456702',
  PL: 'PL61109010140000071219812874',
  PS: 'PS92PALS000000000400123456702',
  PT: 'PT50000201231234567890154',
  QA: 'QA58DOHB00001234567890ABCDEFG',
  RO: 'RO49AAAA1B31007593840000',
  RS: 'RS35260005601001611379',
  RU: 'RU0304452522540817810538091310419',
  SA: 'SA0380000000608010167519',
  SC: 'SC18SSCB11010000000000001497USD',
  SD: 'SD2129010501234001',
  SE: 'SE4550000000058398257466',
  SI: 'SI56263300012039086',
  SK: 'SK3112000000198742637541',
  SM: 'SM86U0322509800000000270100',
  SO: 'SO211000001001000100141',
  ST: 'ST23000100010051845310146',
  SV: 'SV62CENR00000000000000700025',
  TL: 'TL380080012345678910157',
  TN: 'TN5910006035183598478831',
  TR: 'TR330006100519786457841326',
  UA: 'UA213223130000026007233566001',
  VA: 'VA59001123000012345678',
  VG: 'VG96VPVG0000012345678901',
  XK: 'XK051212012345678906',
  YE: 'YE15CBYE0001018861234567891234',
};

describe('isValidIban', () => {
  it('covers every country of the registry with a sample', () => {
    expect(Object.keys(REGISTRY_SAMPLES).sort()).toEqual(Object.keys(IBAN_REGISTRY).sort());
    expect(Object.keys(IBAN_REGISTRY)).toHaveLength(89);
  });

  it.each(Object.entries(REGISTRY_SAMPLES))('accepts the registry sample of %s', (country, sample) => {
    expect(isValidIban(sample)).toBe(true);
    expect(ibanCountrySpec(sample)?.country).toBe(country);
    expect(sample).toHaveLength(IBAN_REGISTRY[country as IbanCountry][1]);
  });

  it.each(Object.entries(REGISTRY_SAMPLES))(
    'accepts the %s sample in print format, lower case',
    (_, sample) => {
      expect(isValidIban(` ${formatIban(sample).toLowerCase()} `)).toBe(true);
    },
  );

  it('derives each length from the structure plus the 4 leading characters', () => {
    for (const [structure, length] of Object.values(IBAN_REGISTRY)) {
      const bban = [...structure.matchAll(/(\d+)!/g)].reduce((sum, m) => sum + Number(m[1]), 0);
      expect(bban + 4).toBe(length);
    }
  });

  it.each([
    ['ES91 2100 0418 4502 0005 1332', true],
    ['es9121000418450200051332', true],
    ['ES9121000418450200051333', false], // check digits off
    ['ES912100041845020005133', false], // one short
    ['ES91210004184502000513321', false], // one long
    ['ES91A100041845020005133 2', false], // letter where ES wants digits
    ['XX9121000418450200051332', false], // not in the registry
    ['DE89370400440532013000', true],
    ['DE8937040044053201300A', false],
    ['GB29NWBK60161331926819', true],
    ['GB29NWBK6016133192681', false],
    ['GB29 1WBK 6016 1331 9268 19', false], // bank code must be letters
    ['', false],
    ['ES', false],
    ['1234', false],
    ['ES91-2100-0418-4502-0005-1332', false],
    [null, false],
    [undefined, false],
    [12345, false],
    [{}, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidIban(value)).toBe(expected);
  });

  it('gives the spec message only for invalid IBANs', () => {
    expect(ibanError('ES9121000418450200051332')).toBeNull();
    expect(ibanError('ES00')).toBe('El IBAN es inválido');
  });
});

const alnum = fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
const samples = Object.values(REGISTRY_SAMPLES);

describe('mod-97 properties', () => {
  it('a BBAN with computed check digits always gives mod-97 = 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ES', 'DE', 'FR', 'XX'),
        fc.array(alnum, { minLength: 1, maxLength: 30 }),
        (cc, chars) => {
          const bban = chars.join('');
          expect(ibanMod97(`${cc}${ibanCheckDigits(cc, bban)}${bban}`)).toBe(1);
        },
      ),
    );
  });

  it('any valid IBAN stays valid when regenerated from its own BBAN', () => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), (sample) => {
        expect(ibanCheckDigits(sample.slice(0, 2), sample.slice(4))).toBe(sample.slice(2, 4));
      }),
    );
  });

  // MOD 97-10 detects every substitution within a class (digit for digit, letter for letter);
  // a digit swapped for a letter changes the expansion's length and may collide, as ISO 7064 allows.
  it('changing any one character of a valid IBAN for another of its class makes it invalid', () => {
    const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.nat(), alnum, (sample, at, ch) => {
        const i = at % sample.length;
        fc.pre(sample[i] !== ch && isDigit(sample[i]) === isDigit(ch));
        const changed = sample.slice(0, i) + ch + sample.slice(i + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  // mod-97 detects every transposition of two adjacent different digits: the difference is
  // 9·(a−b)·10^k, and the prime 97 divides none of its factors. A letter stands for two digits, so
  // swapping a letter with a digit is not covered (fast-check finds such pairs that still pass).
  it('swapping two adjacent different digits of a valid IBAN makes it invalid', () => {
    const digit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.nat(), (sample, at) => {
        const i = 4 + (at % (sample.length - 5));
        fc.pre(sample[i] !== sample[i + 1] && digit(sample[i]) && digit(sample[i + 1]));
        const swapped = sample.slice(0, i) + sample[i + 1] + sample[i] + sample.slice(i + 2);
        expect(isValidIban(swapped)).toBe(false);
      }),
    );
  });

  it('rejects characters outside A-Z0-9', () => {
    expect(ibanMod97('ES91 2100')).toBeNaN();
  });
});

describe('normalizeIban and formatIban', () => {
  it.each([
    [' es91 2100\t0418 ', 'ES9121000418'],
    ['ES91\u00A02100', 'ES912100'],
    [null, ''],
    [42, ''],
  ])('%j → %j', (value, expected) => {
    expect(normalizeIban(value)).toBe(expected);
  });

  it('groups by four for print', () => {
    expect(formatIban('es9121000418450200051332')).toBe('ES91 2100 0418 4502 0005 1332');
    expect(formatIban(null)).toBe('');
  });

  it('round-trips print format through normalisation', () => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), (sample) => {
        expect(normalizeIban(formatIban(sample))).toBe(sample);
      }),
    );
  });
});

describe('ibanEntityCode', () => {
  it.each([
    ['ES9121000418450200051332', '2100'],
    ['es91 2100 0418', '2100'],
    ['ES91210', ''],
    [null, ''],
  ])('%j → %j', (value, expected) => {
    expect(ibanEntityCode(value)).toBe(expected);
  });
});

describe('ownsAccount', () => {
  it.each([
    ['ES9121000418450200051332', 'ES7620770024003102575766', false],
    ['ES9121000418450200051332', 'ES0000000000000000001332', true],
    ['ES9121000418450200051332', '0200051332', true],
    ['ES9121000418450200051332', ' 0200 05 1332 ', true],
    ['ES9121000418450200051332', '1333', false],
    ['ES9121000418450200051332', '332', false],
    ['', '', false],
    [null, '1332', false],
    ['ES9121000418450200051332', undefined, false],
  ])('%j vs %j → %s', (mine, theirs, expected) => {
    expect(ownsAccount(mine, theirs)).toBe(expected);
  });
});
