/** Business constants and limits of SPEC §9, in one place so client and server agree. */

export const LOCALES = ['vi', 'en', 'lo'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

/** The Content-Language value each locale sends, and the `code` of /Home/ChangeLanguage. */
export const LANGUAGE_TAGS = { vi: 'vi-VN', en: 'en-US', lo: 'lo-LA' } as const satisfies Record<
  Locale,
  string
>;
export type LanguageTag = (typeof LANGUAGE_TAGS)[Locale];

/**
 * SPEC §6's kinds of account, and the observer (class attendant, issue 17): an account made by staff that may
 * watch the classes it is given, read-only, in the admin area. Observers hold no right and no other access.
 */
export const ID_TYPE = { NONE: 1, OWNER: 2, TEACHER: 3, STUDENT: 4, OBSERVER: 5 } as const;
export type IdType = (typeof ID_TYPE)[keyof typeof ID_TYPE];

export const APPROVE_STATUS = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type ApproveStatus = (typeof APPROVE_STATUS)[keyof typeof APPROVE_STATUS];

export const SELECT_PAGE_SIZE = 20;
export const SELECT_GROWTH = 10;
export const SEARCH_DEBOUNCE_MS = 300;
export const COMPACT_SELECT_TAKE = 8;
export const TREE_SELECT_TAKE = 15;
export const DEFAULT_ASYNC_TAKE = 20;

export const TOAST_DURATION_MS = 3000;

export const PASSWORD_MIN_LENGTH = 8;
export const LATE_THRESHOLD_MINUTES = 15;

/** File sizes are 1024-based (SPEC §9). */
export const KIB = 1024;
export const MIB = 1024 * KIB;
export const IMAGE_MAX_BYTES = 2 * MIB;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const STORAGE_ACL = 'public-read';
/** What one student may keep uploaded in all, counting uploads granted and not yet finished. */
export const STUDENT_UPLOAD_QUOTA_BYTES = 50 * MIB;
/** Upload tickets a user may ask for in an hour: students little, staff who build courses more. */
export const UPLOADS_PER_HOUR = { student: 30, staff: 300 } as const;

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const DATE_EMIT_FORMAT = 'YYYY-MM-DD';
export const DATE_DISPLAY_FORMAT = 'DD-MM-YYYY';
export const DATE_DISPLAY_FORMAT_SLASH = 'DD/MM/YYYY';
/** A school's time zone until it has chosen one (and the browser's until the configuration has arrived). */
export const DEFAULT_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const PRODUCT_NAME = 'Saola';

/**
 * What rich text may contain, for the editor, the viewer's sanitizer and the server's cleaning on write:
 * text formatting, lists, headings, quotes, code and links. Nothing runs.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;
export const RICH_TEXT_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;
/**
 * A link may go to the web, to mail, to a path of this site or to a place on the page. A second slash or a
 * backslash after the first makes a browser leave for another host, so those are no paths.
 */
export const SAFE_HREF = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;
