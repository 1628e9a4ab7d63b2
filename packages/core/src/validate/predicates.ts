import { IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, PASSWORD_MIN_LENGTH } from '../constants';

/** Something with a file name, as a browser File or an upload form gives it. */
export type NamedFile = string | { name: string };

const YOUTUBE_ID = '([A-Za-z0-9_-]{11})';
const YOUTUBE_PATTERNS = [
  new RegExp(`^(?:https?://)?(?:www\\.|m\\.)?youtube\\.com/watch\\?(?:[^#]*&)?v=${YOUTUBE_ID}(?:[&#].*)?$`),
  new RegExp(
    `^(?:https?://)?(?:www\\.|m\\.)?youtube(?:-nocookie)?\\.com/(?:embed|v|shorts|live)/${YOUTUBE_ID}(?:[?&#/].*)?$`,
  ),
  new RegExp(`^(?:https?://)?youtu\\.be/${YOUTUBE_ID}(?:[?&#].*)?$`),
];
const FACEBOOK = /^(?:https?:\/\/)?(?:www\.|m\.|web\.)?(?:facebook|fb)\.com\/[A-Za-z0-9.\-_/?=&%#]+$/;
const YOUTUBE_CHANNEL =
  /^(?:https?:\/\/)?(?:www\.|m\.)?youtube\.com\/(?:channel\/UC[A-Za-z0-9_-]{22}|c\/[\w.-]+|user\/[\w.-]+|@[\w.-]{3,30})\/?$/;
const EMAIL =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;
const INTEGER = /^[+-]?\d+$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const text = asText(value)?.trim();
  return text !== undefined && NUMBER.test(text) ? Number(text) : undefined;
}

function characters(value: string): number {
  return [...value].length;
}

export function extensionOf(file: NamedFile): string {
  const name = typeof file === 'string' ? file : file.name;
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The 11-character video id of a YouTube link in watch, embed, v or short form, else undefined. */
export function youtubeId(url: string): string | undefined {
  const text = url.trim();
  for (const pattern of YOUTUBE_PATTERNS) {
    const match = pattern.exec(text);
    if (match) return match[1];
  }
  return undefined;
}

/** SPEC §5's rules as plain predicates: true means the value passes. */
export const validators = {
  required: (value: unknown): boolean => {
    if (value === undefined || value === null) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'number') return !Number.isNaN(value);
    return true;
  },
  email: (value: string): boolean => value.length <= 254 && EMAIL.test(value.trim()),
  minLength: (value: string, min: number): boolean => characters(value) >= min,
  maxLength: (value: string, max: number): boolean => characters(value) <= max,
  confirmed: (value: unknown, other: unknown): boolean => value === other,
  numeric: (value: unknown): boolean => asNumber(value) !== undefined,
  integer: (value: unknown): boolean => {
    const text = asText(value)?.trim();
    return text !== undefined && INTEGER.test(text);
  },
  digits: (value: unknown, length: number): boolean => {
    const text = asText(value);
    return text !== undefined && new RegExp(`^\\d{${length}}$`).test(text);
  },
  between: (value: unknown, min: number, max: number): boolean => {
    const n = asNumber(value);
    return n !== undefined && n >= min && n <= max;
  },
  minValue: (value: unknown, min: number): boolean => {
    const n = asNumber(value);
    return n !== undefined && n >= min;
  },
  maxValue: (value: unknown, max: number): boolean => {
    const n = asNumber(value);
    return n !== undefined && n <= max;
  },
  youtubeUrl: (value: string): boolean => youtubeId(value) !== undefined,
  facebookUrl: (value: string): boolean => FACEBOOK.test(value.trim()),
  youtubeChannelUrl: (value: string): boolean => YOUTUBE_CHANNEL.test(value.trim()),
  /** The first file's extension must be in the allowed list; '*.*' allows every file. */
  fileExtension: (files: readonly NamedFile[] | NamedFile, allowed: readonly string[]): boolean => {
    const first = Array.isArray(files) ? files[0] : files;
    if (first === undefined) return false;
    if (allowed.includes('*.*')) return true;
    const extension = extensionOf(first as NamedFile);
    return allowed.some((a) => a.replace(/^\*?\./, '').toLowerCase() === extension);
  },
  /** A real calendar date was chosen: a Date, or YYYY-MM-DD that names an existing day. */
  datePickerRequire: (value: unknown): boolean => {
    if (value instanceof Date) return !Number.isNaN(value.getTime());
    if (typeof value !== 'string') return false;
    const match = ISO_DATE.exec(value.trim().slice(0, 10));
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  },
  strongPassword: (value: string): boolean =>
    characters(value) >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[!@#$%^&*]/.test(value),
  /** Image uploads: jpg, jpeg or png, at most 2 MiB. */
  imageExtension: (file: NamedFile): boolean =>
    (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file)),
  fileSize: (bytes: number, maxBytes: number): boolean =>
    Number.isFinite(bytes) && bytes >= 0 && bytes <= maxBytes,
  imageSize: (bytes: number): boolean => validators.fileSize(bytes, IMAGE_MAX_BYTES),
};
