import type { SavedFile } from '@saola/core/api';
import type { Selectable } from 'kysely';
import type { FilesTable } from '../../db/schema';
import { publicOrigin, type RequestContext } from '../../http/context';

/** A file as the API answers it, with the URL it is read from. */
export function toSavedFile(
  row: Selectable<FilesTable>,
  ctx: Pick<RequestContext<unknown>, 'services' | 'request'>,
): SavedFile {
  const url = row.youtubeId
    ? `https://www.youtube.com/watch?v=${row.youtubeId}`
    : ctx.services.storage.publicUrl(row.storageKey as string, publicOrigin(ctx));
  return {
    id: row.id,
    name: row.name,
    url,
    contentType: row.contentType,
    type: row.type as SavedFile['type'],
    size: Number(row.size),
    createdAt: new Date(row.createdAt).toISOString(),
    shared: row.shared,
    youtubeId: row.youtubeId,
    thumbnailUrl: row.thumbnailUrl ?? (row.type === 'image' ? url : null),
  };
}
