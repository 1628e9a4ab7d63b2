/**
 * Phone numbers as people write them ("+856 20 5555 1234", "+84 912 345 678", "0912-345-678", "021 212 345")
 * become one stored form, E.164 ("+8562055551234"), by one rule for every form, the server and the import.
 * A number written without its country ("0…") is one of the school's country, known from its time zone. Saola's
 * schools are in Vietnam and Laos, whose numbering plans are known here; another country's number is taken
 * written in full (+ or 00 and its country code) and held to E.164's length.
 */

/** A national numbering plan: which significant numbers (after the country code) exist, and how they are grouped. */
interface Plan {
  /** A significant number's pattern and its groups' lengths (the first written after the trunk 0 nationally). */
  kinds: ReadonlyArray<{ pattern: RegExp; groups: readonly number[] }>;
}

const PLANS: Record<string, Plan> = {
  // Vietnam: mobiles 0912 345 678 (9 digits after the 0), landlines 024 3826 1234 (10 digits).
  '84': {
    kinds: [
      { pattern: /^[35789]\d{8}$/, groups: [3, 3, 3] },
      { pattern: /^2\d{9}$/, groups: [2, 4, 4] },
    ],
  },
  // Laos: mobiles 020 5555 1234 and 030 512 3456, landlines 021 212 345 (nine digits with the 0).
  '856': {
    kinds: [
      { pattern: /^20\d{8}$/, groups: [2, 4, 4] },
      { pattern: /^30\d{7}$/, groups: [2, 3, 4] },
      { pattern: /^[2-8][1-9]\d{6}$/, groups: [2, 3, 3] },
    ],
  },
};

/** The countries whose numbering plans Saola knows: its schools' (Vietnam, Laos). */
export const HOME_COUNTRIES = Object.keys(PLANS);

/** The country (calling code) of a school, from its time zone: Laos for Vientiane, else Vietnam. */
export function phoneCountryOf(zone: string | null | undefined): string {
  return zone === 'Asia/Vientiane' ? '856' : '84';
}

/** E.164's one- and two-digit country codes; every other code has three digits. */
const SHORT_CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/** A number's country code and significant number, from its digits after + (or 00). */
function split(international: string): { country: string; national: string } {
  const length = SHORT_CODES.has(international.slice(0, 1))
    ? 1
    : SHORT_CODES.has(international.slice(0, 2))
      ? 2
      : 3;
  return { country: international.slice(0, length), national: international.slice(length) };
}

const planKind = (country: string, national: string) =>
  PLANS[country]?.kinds.find((kind) => kind.pattern.test(national));

/** Whether a significant number exists in its country: by the plan where Saola knows it, else by E.164's length. */
function exists(country: string, national: string): boolean {
  if (PLANS[country]) return planKind(country, national) !== undefined;
  return national.length >= 4 && country.length + national.length <= 15;
}

/** Spaces, hyphens, dots and brackets people put between digits; nothing else may stand in a number. */
const SEPARATORS = /[\s\u00a0.\-()/]/g;

/**
 * The number in E.164 ("+84912345678"), or undefined when it is not a phone number. `country` is the school's
 * calling code, for numbers written nationally (with the trunk 0) or with the country code but no "+".
 */
export function normalisePhone(text: string, country: string): string | undefined {
  const compact = text.replace(SEPARATORS, '');
  const written = /^(\+|00)?(\d+)$/.exec(compact);
  if (!written) return undefined;
  const [, plus, digits = ''] = written;
  let found: { country: string; national: string } | undefined;
  if (plus) found = split(digits);
  else if (digits.startsWith('0')) found = { country, national: digits.slice(1) };
  // Written with the country code but no "+" (84912345678), as phones and old records often hold it.
  else if (digits.startsWith(country)) found = { country, national: digits.slice(country.length) };
  if (!found) return undefined;
  // "+84 (0)912 345 678": the trunk 0 kept after the country code.
  const national = PLANS[found.country] ? found.national.replace(/^0/, '') : found.national;
  return exists(found.country, national) ? `+${found.country}${national}` : undefined;
}

/** Whether the text is a phone number of the school's `country` or written in full with another country's code. */
export const isPhone = (text: string, country: string): boolean =>
  normalisePhone(text, country) !== undefined;

/** A significant number in its plan's groups, or in threes with a last four for a country Saola has no plan of. */
function grouped(country: string, national: string): string[] {
  const groups = planKind(country, national)?.groups;
  const parts: string[] = [];
  let rest = national;
  if (groups) {
    for (const size of groups) {
      parts.push(rest.slice(0, size));
      rest = rest.slice(size);
    }
    return parts;
  }
  while (rest.length > 4) {
    parts.push(rest.slice(0, 3));
    rest = rest.slice(3);
  }
  return rest ? [...parts, rest] : parts;
}

/**
 * A stored number as people write it: nationally for the school's country ("0912 345 678"), internationally
 * for any other ("+856 20 5555 1234"). A value that is not E.164 (typed before numbers were kept so) is
 * normalised first, and shown as it was when it cannot be.
 */
export function displayPhone(value: string, country: string): string {
  const e164 = value.startsWith('+') && /^\+\d+$/.test(value) ? value : normalisePhone(value, country);
  if (!e164) return value;
  const parts = split(e164.slice(1));
  const groups = grouped(parts.country, parts.national);
  return parts.country === country ? `0${groups.join(' ')}` : `+${parts.country} ${groups.join(' ')}`;
}
