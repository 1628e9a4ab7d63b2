import { enums, nullable, optional, record, string, unknown } from 'superstruct';
import { LOCALES, type Locale } from '../constants';
import { endpoint } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString } from '../validate/structs';
import { flag, idField, list, text, whole } from './fields';

/** The kinds of section a landing page is built from, each with its own fields (SECTION_PROPS). */
export const SECTION_TYPES = [
  'banner',
  'courses',
  'teachers',
  'testimonials',
  'posts',
  'text',
  'signup',
  'footer',
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const COURSE_SOURCES = ['chosen', 'newest', 'category'] as const;
export const SECTIONS_MAX = 40;
export const DESIGNS = [1, 2, 3] as const;
export type DesignId = (typeof DESIGNS)[number];

const sectionId = { id: requiredString(60) };
const title = optional(text(200));

/**
 * Each section type's fields, as the server checks them on save (unknown fields and types refused, lengths
 * bounded). Plain texts are shown escaped; `text.body` is rich text, cleaned by the server.
 */
export const SECTION_PROPS = {
  banner: object({
    ...sectionId,
    slides: list(
      object({
        title: requiredString(200),
        subtitle: optional(text(500)),
        imageUrl: optional(nullable(text(1000))),
        buttonText: optional(text(60)),
        buttonUrl: optional(nullable(text(1000))),
      }),
      10,
    ),
  }),
  courses: object({
    ...sectionId,
    title,
    source: enums(COURSE_SOURCES),
    idCourses: optional(list(idField(), 24)),
    idCategory: optional(nullable(idField())),
    limit: whole(1, 24),
  }),
  teachers: object({ ...sectionId, title, limit: whole(1, 24) }),
  testimonials: object({
    ...sectionId,
    title,
    items: list(
      object({ name: requiredString(120), role: optional(text(120)), quote: requiredString(1000) }),
      12,
    ),
  }),
  posts: object({ ...sectionId, title, limit: whole(1, 12) }),
  text: object({ ...sectionId, title, body: text(20_000) }),
  signup: object({
    ...sectionId,
    title: requiredString(200),
    text: optional(text(1000)),
    buttonText: requiredString(60),
  }),
  footer: object({
    ...sectionId,
    about: optional(text(2000)),
    address: optional(text(300)),
    phone: optional(text(40)),
    email: optional(text(200)),
  }),
} as const;

export type SectionProps<T extends SectionType> = (typeof SECTION_PROPS)[T]['TYPE'];
export type Section = { [T in SectionType]: { type: T; props: SectionProps<T> } }[SectionType];

/** A page as the builder keeps it (Puck's data): the page's own title and description, then its sections. */
export interface PageData {
  root: { props: { title?: string | undefined; description?: string | undefined } };
  content: Section[];
}

/** The shape of a page on save; each section's fields are then checked against its type's. */
export const pageStruct = object({
  root: object({ props: object({ title, description: optional(text(500)) }) }),
  content: list(object({ type: enums(SECTION_TYPES), props: record(string(), unknown()) }), SECTIONS_MAX),
});

export interface LandingPage {
  locale: Locale;
  design: DesignId;
  draft: PageData;
  /** What visitors see, or null while the page is not published. */
  published: PageData | null;
  publishedAt: string | null;
  updatedAt: string | null;
}

export interface Design {
  id: DesignId;
  page: PageData;
}

const base = '/Lms/LandingPage';
const byLocale = object({ locale: enums(LOCALES) });

/** The school's public home page, one per language: a draft edited in the builder, and what is published. */
export const landingPage = {
  get: endpoint<LandingPage>()({ method: 'GET', path: `${base}/Get`, payload: byLocale, access: 'owner' }),
  save: endpoint<LandingPage>()({
    method: 'PUT',
    path: `${base}/Save`,
    payload: object({ locale: enums(LOCALES), design: enums(DESIGNS), page: pageStruct }),
    access: 'owner',
  }),
  /** Publishes the draft as it is (`published: true`), or takes the page down (`false`). */
  publish: endpoint<LandingPage>()({
    method: 'PUT',
    path: `${base}/Publish`,
    payload: object({ locale: enums(LOCALES), published: flag() }),
    access: 'owner',
  }),
  /** The three starting designs, in the language asked for. */
  designs: endpoint<Design[]>()({
    method: 'GET',
    path: `${base}/Designs`,
    payload: byLocale,
    access: 'owner',
  }),
};
