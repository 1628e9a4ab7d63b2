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

/** The extensions each type accepts; the server also checks the file's first bytes against them. */
export const FILE_EXTENSIONS: Record<FileType, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png'],
  video: ['mp4', 'webm', 'mov', 'm4v'],
  audio: ['mp3', 'm4a', 'wav', 'ogg'],
  document: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'],
  other: ['zip'],
};

export interface SavedFile {
  id: number;
  name: string;
  url: string;
  contentType: string;
  type: FileType | 'youtube';
  size: number;
  createdAt: string;
  shared: boolean;
  youtubeId?: string | null;
  thumbnailUrl?: string | null;
}

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
  uploadAction: optional(text(60)),
  fileType: enums(FILE_TYPES),
});

const base = '/Storage/File';
const fileList = object({ ...listQuery, type: optional(enums([...FILE_TYPES, 'youtube'] as const)) });

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
    payload: object({ url: youtubeUrl(requiredString(500)), name: optional(nullable(text(255))) }),
    access: 'admin',
  }),
  delete: endpoint<{ deleted: number }>()({
    method: 'DELETE',
    path: `${base}/Delete`,
    payload: object({ ids: list(idField(), 500) }),
    access: 'admin',
  }),
  getLibrarySize: endpoint<{ bytes: number; files: number }>()({
    method: 'GET',
    path: `${base}/GetLibrarySize`,
    payload: object({}),
    access: 'admin',
  }),
  edit: endpoint<SavedFile>()({
    method: 'PUT',
    path: `${base}/Edit`,
    payload: object({ id: idField(), name: requiredString(255) }),
    access: 'admin',
  }),
  get: endpoint<SavedFile>()({
    method: 'GET',
    path: `${base}/Get`,
    payload: object({ id: idField() }),
    access: 'signedIn',
  }),
  getShareFile: endpoint<{ id: number; shared: boolean; url: string | null }>()({
    method: 'GET',
    path: `${base}/GetShareFile`,
    payload: object({ id: idField() }),
    access: 'signedIn',
  }),
  shareFile: endpoint<SavedFile>()({
    method: 'PUT',
    path: `${base}/ShareFile`,
    payload: object({ id: idField(), shared: flag() }),
    access: 'admin',
  }),
};
