import type { Locale } from '../constants';
import type { vi as account } from './account/vi';
import type { vi as admin } from './admin/vi';
import type { vi as certificate } from './certificate/vi';
import type { vi as commerce } from './commerce/vi';
import type { vi as common } from './common/vi';
import type { vi as content } from './content/vi';
import type { vi as course } from './course/vi';
import type { vi as exam } from './exam/vi';
import type { vi as learning } from './learning/vi';
import type { vi as live } from './live/vi';
import type { vi as monitor } from './monitor/vi';
import type { vi as nav } from './nav/vi';
import type { vi as notice } from './notice/vi';
import type { vi as organisation } from './organisation/vi';
import type { vi as quiz } from './quiz/vi';
import type { vi as report } from './report/vi';
import type { vi as review } from './review/vi';
import type { vi as school } from './school/vi';
import type { vi as settings } from './settings/vi';
import type { vi as staff } from './staff/vi';
import type { vi as student } from './student/vi';

/**
 * The dictionaries, by feature: one folder per feature, each with vi.ts (the source of its keys), en.ts and
 * lo.ts. A feature owns whole top-level namespaces (`course.*`, `category.*` …), so a key's name does not
 * change with the part it lives in. Terms follow shared/GLOSSARY.md.
 *
 * `common` is always in use (its Vietnamese comes with the product's bundle, bundled.ts; the standalone
 * elements fetch it in their page's language); any other part is fetched in the page's language when first
 * needed: a screen's view lists the features it shows
 * (`lazyScreen(…, ['course'])`), the product's host loads `nav` and `account` (its frame) before its first
 * render (host.ts), and the server loads everything.
 *
 * A new feature (commerce, staff, exams …):
 * 1. a folder with vi.ts (`export const vi = { order: {…}, coupon: {…} }`: new namespaces only), en.ts and
 *    lo.ts (`export const en: Part<'commerce'> = …`, so a missing or extra key fails to compile);
 * 2. its line in `Sources`, its loaders in `PARTS` and its namespaces in `NAMESPACES` below (the compiler
 *    asks for each);
 * 3. its screens' titles in nav/ (`route.orders`: the menu and the window title show them before the screen
 *    loads), and in each of its screens' `lazyScreen(…)` the features the screen shows (a widgets test reads
 *    them against the keys the screen's code uses).
 */
export interface Sources {
  common: typeof common;
  nav: typeof nav;
  account: typeof account;
  admin: typeof admin;
  course: typeof course;
  student: typeof student;
  learning: typeof learning;
  quiz: typeof quiz;
  review: typeof review;
  commerce: typeof commerce;
  organisation: typeof organisation;
  staff: typeof staff;
  settings: typeof settings;
  content: typeof content;
  school: typeof school;
  notice: typeof notice;
  certificate: typeof certificate;
  report: typeof report;
  monitor: typeof monitor;
  live: typeof live;
  exam: typeof exam;
}

export type Feature = keyof Sources;

/**
 * A plural message: a text per form the language has (Intl.PluralRules' categories), chosen by its `count`.
 * Vietnamese and Lao have only `other`; English `one` and `other`.
 */
export interface PluralForms {
  zero?: string;
  one?: string;
  two?: string;
  few?: string;
  many?: string;
  other: string;
}

type Widen<T> = {
  [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { other: string }
      ? Exclude<keyof T[K], keyof PluralForms> extends never
        ? PluralForms
        : Widen<T[K]>
      : Widen<T[K]>;
};

/** A feature's part in any language: exactly its Vietnamese keys (a missing or extra one fails to compile). */
export type Part<F extends Feature> = Widen<Sources[F]>;

type Merged<U> = (U extends unknown ? (part: U) => void : never) extends (merged: infer M) => void
  ? M
  : never;

/** Every feature's keys together, as a whole dictionary in any language has them. */
export type Dictionary = Widen<Merged<Sources[Feature]>>;

type Loaders = { [F in Feature]: Record<Locale, () => Promise<Part<F>>> };

/**
 * How each part arrives: a chunk of its own per language, so a page fetches only the features it shows, in
 * the language it shows them in. Common's Vietnamese is bundled (bundled.ts) except in the standalone
 * elements, which fetch it through its loader here.
 */
export const PARTS: Loaders = {
  common: {
    vi: () => import('./common/vi').then((m) => m.vi),
    en: () => import('./common/en').then((m) => m.en),
    lo: () => import('./common/lo').then((m) => m.lo),
  },
  nav: {
    vi: () => import('./nav/vi').then((m) => m.vi),
    en: () => import('./nav/en').then((m) => m.en),
    lo: () => import('./nav/lo').then((m) => m.lo),
  },
  account: {
    vi: () => import('./account/vi').then((m) => m.vi),
    en: () => import('./account/en').then((m) => m.en),
    lo: () => import('./account/lo').then((m) => m.lo),
  },
  admin: {
    vi: () => import('./admin/vi').then((m) => m.vi),
    en: () => import('./admin/en').then((m) => m.en),
    lo: () => import('./admin/lo').then((m) => m.lo),
  },
  course: {
    vi: () => import('./course/vi').then((m) => m.vi),
    en: () => import('./course/en').then((m) => m.en),
    lo: () => import('./course/lo').then((m) => m.lo),
  },
  student: {
    vi: () => import('./student/vi').then((m) => m.vi),
    en: () => import('./student/en').then((m) => m.en),
    lo: () => import('./student/lo').then((m) => m.lo),
  },
  learning: {
    vi: () => import('./learning/vi').then((m) => m.vi),
    en: () => import('./learning/en').then((m) => m.en),
    lo: () => import('./learning/lo').then((m) => m.lo),
  },
  quiz: {
    vi: () => import('./quiz/vi').then((m) => m.vi),
    en: () => import('./quiz/en').then((m) => m.en),
    lo: () => import('./quiz/lo').then((m) => m.lo),
  },
  review: {
    vi: () => import('./review/vi').then((m) => m.vi),
    en: () => import('./review/en').then((m) => m.en),
    lo: () => import('./review/lo').then((m) => m.lo),
  },
  commerce: {
    vi: () => import('./commerce/vi').then((m) => m.vi),
    en: () => import('./commerce/en').then((m) => m.en),
    lo: () => import('./commerce/lo').then((m) => m.lo),
  },
  organisation: {
    vi: () => import('./organisation/vi').then((m) => m.vi),
    en: () => import('./organisation/en').then((m) => m.en),
    lo: () => import('./organisation/lo').then((m) => m.lo),
  },
  staff: {
    vi: () => import('./staff/vi').then((m) => m.vi),
    en: () => import('./staff/en').then((m) => m.en),
    lo: () => import('./staff/lo').then((m) => m.lo),
  },
  settings: {
    vi: () => import('./settings/vi').then((m) => m.vi),
    en: () => import('./settings/en').then((m) => m.en),
    lo: () => import('./settings/lo').then((m) => m.lo),
  },
  content: {
    vi: () => import('./content/vi').then((m) => m.vi),
    en: () => import('./content/en').then((m) => m.en),
    lo: () => import('./content/lo').then((m) => m.lo),
  },
  school: {
    vi: () => import('./school/vi').then((m) => m.vi),
    en: () => import('./school/en').then((m) => m.en),
    lo: () => import('./school/lo').then((m) => m.lo),
  },
  notice: {
    vi: () => import('./notice/vi').then((m) => m.vi),
    en: () => import('./notice/en').then((m) => m.en),
    lo: () => import('./notice/lo').then((m) => m.lo),
  },
  certificate: {
    vi: () => import('./certificate/vi').then((m) => m.vi),
    en: () => import('./certificate/en').then((m) => m.en),
    lo: () => import('./certificate/lo').then((m) => m.lo),
  },
  report: {
    vi: () => import('./report/vi').then((m) => m.vi),
    en: () => import('./report/en').then((m) => m.en),
    lo: () => import('./report/lo').then((m) => m.lo),
  },
  monitor: {
    vi: () => import('./monitor/vi').then((m) => m.vi),
    en: () => import('./monitor/en').then((m) => m.en),
    lo: () => import('./monitor/lo').then((m) => m.lo),
  },
  live: {
    vi: () => import('./live/vi').then((m) => m.vi),
    en: () => import('./live/en').then((m) => m.en),
    lo: () => import('./live/lo').then((m) => m.lo),
  },
  exam: {
    vi: () => import('./exam/vi').then((m) => m.vi),
    en: () => import('./exam/en').then((m) => m.en),
    lo: () => import('./exam/lo').then((m) => m.lo),
  },
};

export const FEATURES = Object.keys(PARTS) as Feature[];

type OwnerOf<N> = { [F in Feature]: N extends keyof Sources[F] ? F : never }[Feature];

/** Which feature holds each namespace: what a page fetches for a key it was not told it would show. */
export const NAMESPACES: { [N in keyof Dictionary]: OwnerOf<N> } = {
  common: 'common',
  errors: 'common',
  validation: 'common',
  confirm: 'common',
  host: 'common',
  menu: 'nav',
  route: 'nav',
  auth: 'account',
  accountState: 'account',
  locale: 'account',
  notifications: 'account',
  status: 'admin',
  empty: 'admin',
  editor: 'admin',
  desk: 'admin',
  course: 'course',
  category: 'course',
  package: 'course',
  enrol: 'course',
  curriculum: 'course',
  student: 'student',
  study: 'student',
  learning: 'learning',
  dashboard: 'learning',
  quiz: 'quiz',
  review: 'review',
  activeCode: 'commerce',
  coupon: 'commerce',
  order: 'commerce',
  payment: 'commerce',
  revenue: 'commerce',
  unit: 'organisation',
  position: 'organisation',
  memberGroup: 'organisation',
  member: 'organisation',
  approval: 'organisation',
  orgError: 'organisation',
  teacher: 'staff',
  rightGroup: 'staff',
  rights: 'staff',
  staffLog: 'staff',
  staffError: 'staff',
  userGroup: 'staff',
  records: 'staff',
  settings: 'settings',
  signUp: 'settings',
  content: 'content',
  post: 'content',
  folder: 'content',
  library: 'content',
  landing: 'content',
  builder: 'content',
  subject: 'school',
  classLevel: 'school',
  schoolLevel: 'school',
  department: 'school',
  catalog: 'school',
  transcript: 'school',
  notice: 'notice',
  domain: 'notice',
  servicePackage: 'notice',
  marketing: 'notice',
  eventNotice: 'notice',
  notifyEvents: 'settings',
  firstPassword: 'settings',
  certificate: 'certificate',
  certificateTemplate: 'certificate',
  certificateList: 'certificate',
  certificateVerify: 'certificate',
  report: 'report',
  job: 'report',
  dataImport: 'report',
  monitor: 'monitor',
  monitorError: 'monitor',
  contactPrivacy: 'monitor',
  live: 'live',
  liveError: 'live',
  exam: 'exam',
  examState: 'exam',
  examStatus: 'exam',
  myExam: 'exam',
  myScores: 'exam',
  myNotes: 'exam',
  publicTest: 'exam',
};
