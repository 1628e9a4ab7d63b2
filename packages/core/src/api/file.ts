import { enums, nullable, optional } from 'superstruct';
import { IMAGE_MAX_BYTES, MIB } from '../constants';
import { endpoint, type Paged } from '../http/endpoint';
import { object } from '../validate/own';
import { requiredString, youtubeUrl } from '../validate/structs';
import { flag, idField, list, listQuery, text, whole } from './fields';

export const FILE_TYPES = ['image', 'video', 'audio', 'document', 'other'] as const;
export type FileType = (typeof FILE_TYPES)[number];

/** The largest upload of each type, 1024-based. Images follow SPEC §5; the rest are Saola's defaults. */
export const FILE_MAX_BYTES: Record<FileType, number> = {
  image: IMAGE_MAX_BYTES,
  video: 2048 * MIB,
  audio: 200 * MIB,
  document: 100 * MIB,
  other: 100 * MIB,
};

/** File sizes in 1024-based units (SPEC §9), as the format module writes them (80,5 KB in Vietnamese). */
export { formatSize as formatBytes } from '../format';

/** The extensions each type accepts; the server also checks the file's first bytes against them. */
export const FILE_EXTENSIONS: Record<FileType, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png'],
  video: ['mp4', 'webm', 'mov', 'm4v'],
  audio: ['mp3', 'm4a', 'wav', 'ogg'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'],
  other: ['zip'],
};

/**
 * The one type each extension is stored and served as. Clients declare it, whatever the browser guessed,
 * and the server keeps it only once the file's first bytes show that kind of file.
 */
export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
};

const IMAGES = ['image/jpeg', 'image/png'];
const VIDEOS = ['video/mp4', 'video/webm'];
const DOCUMENTS = [
  'application/pdf',
  ...['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'].map((extension) => CONTENT_TYPES[extension] as string),
  'text/plain',
  'text/csv',
];
const AUDIO = ['audio/mpeg', 'audio/mp4', 'audio/wav', 'audio/ogg'];

export interface UploadRule {
  /** The content types this upload may have: never HTML, SVG, XML or script, which a browser would run. */
  types: readonly string[];
  /** Whether anyone with the URL may read the file; otherwise it is served only by signed, expiring URLs. */
  isPublic: boolean;
  /** Whether students may upload for it (staff may for any). */
  students: boolean;
}

/** What each upload is for (SPEC §3 `uploadAction`), and so what it may contain and who reads it. */
export const UPLOAD_ACTIONS = {
  avatar: { types: IMAGES, isPublic: true, students: true },
  courseCover: { types: IMAGES, isPublic: true, students: false },
  siteLogo: { types: IMAGES, isPublic: true, students: false },
  postCover: { types: IMAGES, isPublic: true, students: false },
  /** A picture on the school's public home page (a banner slide's). */
  landingImage: { types: IMAGES, isPublic: true, students: false },
  lessonVideo: { types: VIDEOS, isPublic: false, students: false },
  lessonDocument: { types: DOCUMENTS, isPublic: false, students: false },
  library: {
    types: [...IMAGES, ...VIDEOS, 'video/quicktime', ...AUDIO, ...DOCUMENTS, 'application/zip'],
    isPublic: false,
    students: false,
  },
  attachment: { types: [...DOCUMENTS, ...IMAGES], isPublic: false, students: true },
} as const satisfies Record<string, UploadRule>;
export type UploadAction = keyof typeof UPLOAD_ACTIONS;
export const UPLOAD_ACTION_NAMES = Object.keys(UPLOAD_ACTIONS) as UploadAction[];

/** The extensions of a file type that an upload action takes. */
export function uploadExtensions(fileType: FileType, action: UploadAction): string[] {
  const types: readonly string[] = UPLOAD_ACTIONS[action].types;
  return FILE_EXTENSIONS[fileType].filter((extension) => types.includes(CONTENT_TYPES[extension] ?? ''));
}

export interface SavedFile {
  id: number;
  name: string;
  url: string;
  contentType: string;
  type: FileType | 'youtube';
  size: number;
  createdAt: string;
  shared: boolean;
  idCategory?: number | null;
  /** How many user groups and courses it is shared with (in the library's lists). */
  shares?: number;
  youtubeId?: string | null;
  thumbnailUrl?: string | null;
}

export interface ShareTarget {
  id: number;
  name: string;
}

/** Who may read a file besides staff and its uploader. */
export interface FileShares {
  id: number;
  /** Everyone of the school. */
  shared: boolean;
  /** The members of these user groups. */
  groups: ShareTarget[];
  /** The learners enrolled in these courses. */
  courses: ShareTarget[];
  /** Where staff read it now (signed and expiring for a private file). */
  url: string | null;
}

export const SHARE_TARGETS_MAX = 200;

export interface UploadTicket {
  idFile: number;
  uploadUrl: string;
}

/** SPEC §3 file upload form. */
export const uploadForm = object({
  fileName: requiredString(255),
  contentType: requiredString(120),
  size: whole(1, Number.MAX_SAFE_INTEGER),
  idSite: optional(idField()),
  uploadAction: enums(UPLOAD_ACTION_NAMES),
  fileType: enums(FILE_TYPES),
});

const base = '/Storage/File';
const fileList = object({
  ...listQuery,
  type: optional(enums([...FILE_TYPES, 'youtube'] as const)),
  idCategory: optional(idField()),
});

export const file = {
  getUploadUrl: endpoint<UploadTicket>()({
    method: 'GET',
    path: `${base}/GetUploadUrl`,
    payload: uploadForm,
    access: 'signedIn',
  }),
  insertFile: endpoint<SavedFile>()({
    method: 'GET',
    path: `${base}/InsertFile`,
    payload: object({ idFile: idField(), idSite: optional(idField()) }),
    access: 'signedIn',
  }),
  list: endpoint<Paged<SavedFile>>()({
    method: 'GET',
    path: `${base}/List`,
    payload: fileList,
    access: 'admin',
  }),
  listClient: endpoint<Paged<SavedFile>>()({
    method: 'GET',
    path: `${base}/List_Client`,
    payload: fileList,
    access: 'signedIn',
  }),
  addYoutube: endpoint<SavedFile>()({
    method: 'POST',
    path: `${base}/AddYoutube`,
    payload: object({
      url: youtubeUrl(requiredString(500)),
      name: optional(nullable(text(255))),
      idCategory: optional(nullable(idField())),
    }),
    access: 'admin',
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ ids: list(idField(), 500) }),
    access: 'admin',
  }),
  /** The school's library: bytes used of its quota, and how many files. */
  getLibrarySize: endpoint<{ bytes: number; files: number; quota: number }>()({
    method: 'GET',
    path: `${base}/GetLibrarySize`,
    payload: object({}),
    access: 'admin',
  }),
  edit: endpoint<SavedFile>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: object({ id: idField(), name: requiredString(255), idCategory: optional(nullable(idField())) }),
    access: 'admin',
  }),
  get: endpoint<SavedFile>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ id: idField() }),
    access: 'signedIn',
  }),
  /** Who may read the file: the whole school (`shared`), or the members of these groups and courses. */
  getShareFile: endpoint<FileShares>()({
    method: 'GET',
    path: `${base}/GetShareFile`,
    payload: object({ id: idField() }),
    access: 'signedIn',
  }),
  shareFile: endpoint<SavedFile>()({
    method: 'PUT',
    path: `${base}/ShareFile`,
    payload: object({
      id: idField(),
      shared: flag(),
      /** Given, they replace the groups and courses the file is shared with: exactly these, no others. */
      idGroups: optional(list(idField(), SHARE_TARGETS_MAX)),
      idCourses: optional(list(idField(), SHARE_TARGETS_MAX)),
    }),
    access: 'admin',
  }),
  /** The user groups a file can be shared with, searched by name. */
  shareGroups: endpoint<Paged<ShareTarget>>()({
    method: 'GET',
    // Not a SPEC §7 storage call: Saola's own, under /Lms/ as the DESIGN pattern asks.
    path: '/Lms/FileShare/Groups',
    payload: object({ ...listQuery }),
    access: 'admin',
  }),
};
