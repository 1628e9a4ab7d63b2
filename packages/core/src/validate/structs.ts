import {
  coerce,
  define,
  type Failure,
  integer as integerType,
  nonempty,
  number,
  refine,
  type Struct,
  StructError,
  string,
  validate,
} from 'superstruct';
import { DEFAULT_LOCALE, type Locale } from '../constants';
import { endOfDay, schoolZone, startOfDay } from '../dates/zoned';
import { type TranslationKey, type TranslationParams, translate } from '../i18n/translate';
import { normalisePhone, phoneCountryOf } from './phone';
import { type NamedFile, validators } from './predicates';

/**
 * Refinement messages are rendered in the locale of the validation under way. superstruct validates
 * synchronously, so `validateWith` can set the locale around one call without any other request seeing it.
 */
let activeLocale: Locale = DEFAULT_LOCALE;
/** The calling code of the school whose input is being validated, for numbers written without theirs. */
let activeCountry: string | undefined;
/** The time zone of that school, in which a form's days start and end. */
let activeZone: string | undefined;

function rule<T, S>(
  struct: Struct<T, S>,
  name: string,
  check: (value: T) => boolean,
  key: TranslationKey,
  params?: TranslationParams,
): Struct<T, S> {
  return refine(struct, name, (value) => check(value) || translate(activeLocale, key, params));
}

/** A string that is not blank: 'The field is required'. */
export const requiredString = (max = 1000) =>
  maxLength(rule(string(), 'required', validators.required, 'validation.required'), max);

export const minLength = <S>(struct: Struct<string, S>, min: number) =>
  rule(struct, 'minLength', (v) => validators.minLength(v, min), 'validation.minLength', { count: min });
export const maxLength = <S>(struct: Struct<string, S>, max: number) =>
  rule(struct, 'maxLength', (v) => validators.maxLength(v, max), 'validation.maxLength', { count: max });
export const email = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'email', validators.email, 'validation.email');
/**
 * A phone number as people write it, coerced to E.164 (`validate/phone`): what a form sends and the server
 * stores is "+84912345678" whichever way it was typed.
 */
export const phone = <S>(struct: Struct<string, S> = string() as never) =>
  coerce(
    rule(struct, 'phone', (v) => /^\+\d{5,15}$/.test(v), 'validation.phone'),
    string(),
    (typed) => normalisePhone(typed, activeCountry ?? phoneCountryOf(schoolZone())) ?? typed,
  );
export const strongPassword = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'strongPassword', validators.strongPassword, 'validation.strongPassword');
/**
 * A school's own domain: two or more lowercase labels of letters, digits and inner hyphens (at most 63 each,
 * 253 in all), the last of letters (or an xn-- IDN label); no scheme, port, path, IP address or trailing dot.
 */
export const DOMAIN_NAME =
  /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
export const domainName = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'domainName', (v) => DOMAIN_NAME.test(v), 'domain.invalid');
/** A string of a fixed format (an analytics id…), refused with the message of `key` in the asked language. */
export const matching = <S>(struct: Struct<string, S>, name: string, pattern: RegExp, key: TranslationKey) =>
  rule(struct, name, (v) => pattern.test(v), key);
export const youtubeUrl = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'youtubeUrl', validators.youtubeUrl, 'validation.youtubeUrl');
export const facebookUrl = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'facebookUrl', validators.facebookUrl, 'validation.facebookUrl');
export const youtubeChannelUrl = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'youtubeChannelUrl', validators.youtubeChannelUrl, 'validation.youtubeChannelUrl');
export const numeric = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'numeric', validators.numeric, 'validation.numeric');
export const integerText = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'integer', validators.integer, 'validation.integer');
export const digits = <S>(struct: Struct<string, S>, length: number) =>
  rule(struct, 'digits', (v) => validators.digits(v, length), 'validation.digits', { count: length });
export const between = <T extends string | number, S>(struct: Struct<T, S>, min: number, max: number) =>
  rule(struct, 'between', (v) => validators.between(v, min, max), 'validation.between', { min, max });
export const minValue = <T extends string | number, S>(struct: Struct<T, S>, min: number) =>
  rule(struct, 'minValue', (v) => validators.minValue(v, min), 'validation.minValue', { min });
export const maxValue = <T extends string | number, S>(struct: Struct<T, S>, max: number) =>
  rule(struct, 'maxValue', (v) => validators.maxValue(v, max), 'validation.maxValue', { max });
/** 1 to `max` stars: a learner who picked none reads "Choose a rating", not a numeric bound. */
export const rating = <S>(struct: Struct<number, S>, max: number) =>
  rule(struct, 'rating', (v) => validators.between(v, 1, max), 'validation.rating');
export const datePicked = <S>(struct: Struct<string, S> = string() as never) =>
  rule(struct, 'datePickerRequire', validators.datePickerRequire, 'validation.datePickerRequire');
export const fileExtension = <T extends readonly NamedFile[] | NamedFile, S>(
  struct: Struct<T, S>,
  allowed: readonly string[],
) => rule(struct, 'fileExtension', (v) => validators.fileExtension(v, allowed), 'validation.fileExtension');
export const fileSize = <S>(struct: Struct<number, S>, maxBytes: number) =>
  rule(struct, 'fileSize', (v) => validators.fileSize(v, maxBytes), 'validation.fileSize');

/**
 * An optional text field of a form: blank passes; anything else must pass `struct`, whose message is kept.
 * (The form then sends a blank field as null.)
 */
export function blankOr<S>(struct: Struct<string, S>): Struct<string, null> {
  const checked = refine(string(), 'blankOr', (value) => {
    if (value.trim() === '') return true;
    const [error] = validate(value, struct);
    return error
      ? (error.failures()[0]?.message ?? translate(activeLocale, 'validation.invalidValue'))
      : true;
  });
  // A filled field is coerced as `struct` would coerce it (a phone to E.164), a blank one left as it is.
  return coerce(checked, string(), (value) =>
    value.trim() === '' ? value : (validate(value, struct, { coerce: true })[1] ?? value),
  );
}

/** An array of at most `max` items: a payload cannot make the server loop over a huge list. */
export const maxItems = <T, S>(struct: Struct<T[], S>, max: number) =>
  rule(struct, 'maxItems', (v) => v.length <= max, 'validation.invalidValue');

/** A whole, non-negative number such as an id, a page or a size in bytes. */
export const count = () => minValue(integerType(), 0);
/** A positive integer id. */
export const id = () => minValue(integerType(), 1);
/** HH:mm as typed, or HH:mm:ss as stored. */
export const clockTime = () =>
  refine(
    string(),
    'time',
    (v) =>
      /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v) || translate(activeLocale, 'validation.invalidValue'),
  );

/**
 * The moment a form's date means: a day (YYYY-MM-DD) starts at midnight in the school's time zone, or with
 * `end` lasts to its last millisecond; a full ISO time is kept. Null when blank, an Invalid Date when unreadable.
 */
export function formMoment(value: string | null | undefined, zone: string, end = false): Date | null {
  const text = value?.trim();
  if (!text) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
  return day ? (end ? endOfDay : startOfDay)(text, zone) : new Date(text);
}

/**
 * A rule between a payload's fields that needs no stored data (a percent's range for a percent discount, an
 * end after its start): checked in the form before the round trip and by the server with the same struct.
 */
export interface PayloadRule<T> {
  /** The field the message is shown under. */
  field: string;
  key: TranslationKey;
  params?: TranslationParams;
  broken: (value: T) => boolean;
}

/** `struct` with its payload rules, each broken one reported under its field. They run once the fields pass. */
export function withRules<T, S>(struct: Struct<T, S>, rules: readonly PayloadRule<T>[]): Struct<T, S> {
  return refine(struct, 'rules', (value) =>
    rules
      .filter((r) => r.broken(value))
      .map((r) => ({ message: translate(activeLocale, r.key, r.params), path: [r.field] })),
  );
}

/**
 * `to`'s day or time is not before `from`'s, both read in the school's time zone (a day ending as it ends);
 * either blank or unreadable passes here (its own field says so).
 */
export function endsAfterStart<K extends string>(
  from: K,
  to: K,
  key: TranslationKey,
): PayloadRule<Partial<Record<K, string | null>>> {
  return {
    field: to,
    key,
    broken: (value) => {
      const zone = activeZone ?? schoolZone();
      const start = formMoment(value[from], zone);
      const end = formMoment(value[to], zone, true);
      return !!start && !!end && end.getTime() < start.getTime();
    },
  };
}

/** `confirm` must equal `field` in an object: the failure is reported on the confirmation field. */
export function confirmed<T extends Record<string, unknown>, S>(
  struct: Struct<T, S>,
  field: keyof T & string,
  confirm: keyof T & string,
) {
  return refine(struct, 'confirmed', (value) =>
    validators.confirmed(value[confirm], value[field])
      ? true
      : { message: translate(activeLocale, 'validation.confirmed'), path: [confirm] },
  );
}

export { nonempty, number };

export interface FieldError {
  /** Dot path of the field ('' for the payload itself). */
  field: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

function describe(failure: Failure, locale: Locale): string {
  if (failure.refinement) return failure.message;
  if (failure.value === undefined || failure.value === null) return translate(locale, 'validation.required');
  if (failure.type === 'never') return translate(locale, 'validation.unknownField');
  return translate(locale, 'validation.invalidValue');
}

/**
 * Validates (and coerces) a value and answers every failing field with a message in `locale`.
 * Unknown keys of object structs are reported, not silently dropped, so a client bug shows up.
 */
export function validateWith<T, S>(
  struct: Struct<T, S>,
  value: unknown,
  locale: Locale = DEFAULT_LOCALE,
  /** The school's time zone, telling the country of a phone number written without its code (the server
   * serves many schools; a page follows its own, `schoolZone`). */
  zone?: string,
): Validated<T> {
  const nul = nulPath(value);
  if (nul !== undefined)
    return { ok: false, errors: [{ field: nul, message: translate(locale, 'validation.invalidValue') }] };
  const previous = activeLocale;
  const previousCountry = activeCountry;
  const previousZone = activeZone;
  activeLocale = locale;
  activeCountry = zone ? phoneCountryOf(zone) : previousCountry;
  activeZone = zone ?? previousZone;
  try {
    const [error, result] = validate(value, struct, { coerce: true });
    if (!error) return { ok: true, value: result as T };
    return { ok: false, errors: fieldErrors(error, locale) };
  } catch {
    // superstruct prints a failing value into its message; a value that cannot become a string (an object
    // whose toString is not a function) makes that throw. Such input is simply invalid.
    return { ok: false, errors: [{ field: '', message: translate(locale, 'validation.invalidValue') }] };
  } finally {
    activeLocale = previous;
    activeCountry = previousCountry;
    activeZone = previousZone;
  }
}

/**
 * The path of a string holding a NUL character: no text field may carry one (PostgreSQL cannot store it,
 * and nothing a person types contains it).
 */
function nulPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPath(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function fieldErrors(error: StructError, locale: Locale): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const failure of error.failures()) {
    const field = failure.path.join('.');
    if (!seen.has(field)) seen.set(field, { field, message: describe(failure, locale) });
  }
  return [...seen.values()];
}

/** A struct for a value the predicates know: used for browser File-like objects in forms. */
export const namedFile = () =>
  define<{ name: string; size: number; type?: string }>(
    'file',
    (v) => typeof v === 'object' && v !== null && typeof (v as { name?: unknown }).name === 'string',
  );

export { StructError };

/** An image chosen for upload: jpg, jpeg or png ('Invalid file format'), at most 2 MiB ('The file size is larger…'). */
export const imageFile = () =>
  rule(
    rule(namedFile(), 'fileExtension', (f) => validators.imageExtension(f), 'validation.fileExtension'),
    'fileSize',
    (f) => validators.imageSize(f.size),
    'validation.fileSize',
  );
