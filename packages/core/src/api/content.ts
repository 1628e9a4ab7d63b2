import { enums, nullable, optional } from 'superstruct';
import { LOCALES, type Locale } from '../constants';
import { RIGHTS, right } from '../http/access';
import { blankOr, requiredString } from '../validate/structs';
import { idField, text } from './fields';
import { resource } from './resource';

/** A post's address after `/p/`: lowercase letters, digits and single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;
export const POST_TITLE_MAX = 200;
export const POST_DESCRIPTION_MAX = 500;
export const POST_BODY_MAX = 200_000;
export const CATEGORY_NAME_MAX = 120;

export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export interface PostCategory {
  id: number;
  name: string;
  /** Posts filed under it. */
  posts: number;
}

export interface PostSummary {
  id: number;
  title: string;
  slug: string;
  locale: Locale;
  idCategory: number | null;
  categoryName: string | null;
  coverUrl: string | null;
  status: PostStatus;
  /** When it is (or was) shown to visitors; a published post with a later date waits until then. */
  publishedAt: string | null;
  authorName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SchoolPost extends PostSummary {
  description: string;
  /** Rich text, as the server stored it after cleaning. */
  body: string;
}

const postFields = {
  title: requiredString(POST_TITLE_MAX),
  /** Left blank, the server makes one from the title. */
  slug: optional(nullable(blankOr(text(SLUG_MAX)))),
  description: optional(text(POST_DESCRIPTION_MAX)),
  idCategory: optional(nullable(idField())),
  coverUrl: optional(nullable(text(1000))),
  body: optional(text(POST_BODY_MAX)),
  locale: enums(LOCALES),
  status: enums(POST_STATUSES),
  /** YYYY-MM-DD or an ISO time; blank: now, when published. */
  publishedAt: optional(nullable(text(40))),
};

/** News and articles of the school, shown to visitors at `/p/{slug}` once published. */
export const post = resource<PostSummary, SchoolPost>()('/Lms/Post', {
  fields: postFields,
  filters: {
    idCategory: optional(idField()),
    status: optional(enums(POST_STATUSES)),
    locale: optional(enums(LOCALES)),
  },
  read: 'admin',
  write: right(RIGHTS.post),
});
export const postPayload = post.add.payload;

const categoryFields = { name: requiredString(CATEGORY_NAME_MAX) };

export const postCategory = resource<PostCategory, PostCategory>()('/Lms/PostCategory', {
  fields: categoryFields,
  read: 'admin',
  write: right(RIGHTS.post),
});
export const postCategoryPayload = postCategory.add.payload;

export interface FileCategory {
  id: number;
  name: string;
  /** Files filed under it. */
  files: number;
}

/** Folders of the file library. */
export const fileCategory = resource<FileCategory, FileCategory>()('/Storage/FileCategory', {
  fields: categoryFields,
  read: 'admin',
  // Folders hold everyone's files: changing them is for those who may manage every file.
  write: right(RIGHTS.manageAllFiles),
});
export const fileCategoryPayload = fileCategory.add.payload;
