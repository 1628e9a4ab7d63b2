import type { SavedFile } from '@saola/core/api';
import type { Selectable } from 'kysely';
import type { FilesTable } from '../../db/schema';
import { publicOrigin, type RequestContext } from '../../http/context';

/**
 * Where a stored file, or one derived from it, is read: anyone may read a public one; a private one only
 * with a URL that expires, handed to those the caller already let see the file.
 */
export function fileUrl(
  ctx: Pick<RequestContext<unknown>, 'services' | 'request'>,
  key: string,
  isPublic: boolean,
): Promise<string> {
  const { storage, clock } = ctx.services;
  return isPublic
    ? Promise.resolve(storage.publicUrl(key, publicOrigin(ctx)))
    : storage.privateUrl(key, publicOrigin(ctx), clock.now());
}

/** A file as the API answers it, with the URL it is read from. */
export async function toSavedFile(
  row: Selectable<FilesTable>,
  ctx: Pick<RequestContext<unknown>, 'services' | 'request'>,
): Promise<SavedFile> {
  const url = row.youtubeId
    ? `https://www.youtube.com/watch?v=${row.youtubeId}`
    : await fileUrl(ctx, row.storageKey as string, row.isPublic);
  return {
    id: row.id,
    name: row.name,
    url,
    contentType: row.contentType,
    type: row.type as SavedFile['type'],
    size: Number(row.size),
    createdAt: new Date(row.createdAt).toISOString(),
    shared: row.shared,
    idCategory: row.idCategory,
    youtubeId: row.youtubeId,
    thumbnailUrl: row.thumbnailUrl ?? (row.type === 'image' ? url : null),
  };
}
