import { enums, nullable, optional } from 'superstruct';
import type { Locale } from '../constants';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { minLength, requiredString } from '../validate/structs';
import { flag, idField, list, listQuery, text, whole } from './fields';
import { byId } from './resource';

/**
 * Certificates: the school's one template (background, title, text with placeholders, signer, where the
 * course name, learner name and date stand on the page, and which courses award it), the certificates issued
 * from it when a learner completes such a course (once per learner and course), their PDF, and a public check
 * of a certificate's code.
 */

/** How many courses one template names as awarding it. */
export const CERTIFICATE_COURSES_MAX = 500;
/** A code is 16 characters of Crockford's base 32 (80 random bits), shown in groups of four. */
export const CERTIFICATE_CODE_LENGTH = 16;
/** Wrong codes one address may try in a window before it must wait. */
export const VERIFY_FAILURE_LIMIT = 20;
export const VERIFY_WINDOW_MINUTES = 15;

/** The words a template's text may carry, replaced in each certificate. */
export const CERTIFICATE_PLACEHOLDERS = ['{learner}', '{course}', '{date}', '{code}'] as const;

/** The three things placed on the page: each at a point given in percent of the page, with a font size. */
export const CERTIFICATE_SLOTS = ['learnerName', 'courseName', 'completionDate'] as const;
export type CertificateSlot = (typeof CERTIFICATE_SLOTS)[number];

export interface SlotPosition {
  /** Centre of the text, 0–100 % of the page width. */
  x: number;
  /** Baseline-ish top of the text, 0–100 % of the page height. */
  y: number;
  /** Font size in points (the page is A4 landscape, 842 × 595 pt). */
  size: number;
}

export type CertificateLayout = Record<CertificateSlot, SlotPosition>;

export const DEFAULT_LAYOUT: CertificateLayout = {
  learnerName: { x: 50, y: 42, size: 34 },
  courseName: { x: 50, y: 60, size: 22 },
  completionDate: { x: 50, y: 74, size: 14 },
};

/** A template's words in one language. */
export interface CertificateWording {
  title: string;
  body: string;
}

export interface CertificateTemplate {
  title: string;
  /** Plain text with placeholders ({learner}, {course}, {date}, {code}). */
  body: string;
  /** The title and body per language, where the school wrote them; a language without uses the two above. */
  translations: Partial<Record<Locale, CertificateWording>>;
  signerName: string;
  signerTitle: string;
  /** A library image (PNG or JPEG) drawn under everything, or none. */
  background: { id: number; name: string; url: string } | null;
  layout: CertificateLayout;
  /** Every course awards it, or only those named. */
  allCourses: boolean;
  courses: Array<{ id: number; name: string }>;
  /** Whether the school has saved one (before that, these are the defaults and nothing is issued). */
  enabled: boolean;
}

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export interface Certificate {
  id: number;
  code: string;
  idUser: number;
  learnerName: string;
  idCourse: number | null;
  /** What was completed: the course's name (or a passed exam's) as it was when issued. */
  courseName: string;
  issuedAt: string;
  status: CertificateStatus;
  revokedAt: string | null;
  revokeReason: string | null;
}

/** What anyone learns from a code: enough to tell a true certificate, nothing more. */
export interface CertificateCheck {
  code: string;
  learnerName: string;
  courseName: string;
  issuedAt: string;
  status: CertificateStatus;
  revokedAt: string | null;
  schoolName: string;
}

const wording = () => object({ title: optional(text(200)), body: optional(text(2000)) });

const slot = () => object({ x: whole(0, 100), y: whole(0, 100), size: whole(8, 72) });

const templateFields = {
  title: requiredString(200),
  body: optional(text(2000)),
  signerName: optional(text(200)),
  signerTitle: optional(text(200)),
  idBackground: optional(nullable(idField())),
  layout: object({ learnerName: slot(), courseName: slot(), completionDate: slot() }),
  allCourses: flag(),
  idCourses: list(idField(), CERTIFICATE_COURSES_MAX),
  translations: optional(
    object({ vi: optional(wording()), en: optional(wording()), lo: optional(wording()) }),
  ),
};

export const certificateTemplatePayload = object(templateFields);

/** A code as typed: letters and digits, dashes and spaces ignored by the server, bounded. */
const codeField = () => minLength(text(40), 1);

export const certificate = {
  templateGet: endpoint<CertificateTemplate>()({
    method: 'GET',
    path: '/Lms/CertificateTemplate/Get',
    payload: object({}),
    access: 'admin',
  }),
  templateEdit: endpoint<CertificateTemplate>()({
    method: 'PUT',
    path: '/Lms/CertificateTemplate/Edit',
    payload: certificateTemplatePayload,
    access: right(RIGHTS.certificate),
  }),
  /** The saved template as a PDF with a sample learner and course, to see it as learners will. */
  templatePreview: endpoint<Blob>()({
    method: 'GET',
    path: '/Lms/CertificateTemplate/Preview',
    payload: object({}),
    access: 'admin',
  }),
  /** Every certificate issued by the school, newest first, for staff to find and revoke. */
  list: endpoint<Paged<Certificate>>()({
    method: 'GET',
    path: '/Lms/Certificate/List',
    payload: object({ ...listQuery, status: optional(enums(CERTIFICATE_STATUSES)) }),
    access: 'admin',
  }),
  /** Issues by hand to a learner for a course (once: a second call answers the same certificate). */
  issue: endpoint<Certificate>()({
    method: 'POST',
    path: '/Lms/Certificate/Issue',
    payload: object({ idUser: idField(), idCourse: idField() }),
    access: right(RIGHTS.certificate),
  }),
  revoke: endpoint<Certificate>()({
    method: 'PUT',
    path: '/Lms/Certificate/Revoke',
    payload: object({ id: idField(), reason: requiredString(500) }),
    access: right(RIGHTS.certificate),
  }),
  /** The signed-in learner's certificates. */
  mine: endpoint<Paged<Certificate>>()({
    method: 'GET',
    path: '/Lms/Certificate/Mine',
    payload: object({ ...listQuery }),
    access: 'signedIn',
  }),
  /** One certificate as a PDF: its holder, or staff. */
  pdf: endpoint<Blob>()({ method: 'GET', path: '/Lms/Certificate/Pdf', payload: byId(), access: 'signedIn' }),
  /** Anyone checks a code (wrong guesses limited per address). */
  verify: endpoint<CertificateCheck>()({
    method: 'GET',
    path: '/Lms/Certificate/Verify',
    payload: object({ code: codeField() }),
    access: 'public',
  }),
};
