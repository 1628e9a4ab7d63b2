import ArrowDownTrayIcon from '@heroicons/react/24/outline/ArrowDownTrayIcon';
import EyeIcon from '@heroicons/react/24/outline/EyeIcon';
import { FILE_TYPES, type SavedFile } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import { useState } from 'react';
import { useT } from '../../runtime/i18n';
import { useSaola } from '../../runtime/saola';
import { Button } from '../../ui/button/button';
import { Dialog } from '../../ui/dialog/dialog';

export const FILE_TYPE_NAMES: Record<SavedFile['type'], TranslationKey> = {
  image: 'library.types.image',
  video: 'library.types.video',
  audio: 'library.types.audio',
  document: 'library.types.document',
  other: 'library.types.other',
  youtube: 'library.types.youtube',
};

export const LIBRARY_TYPES = [...FILE_TYPES, 'youtube'] as const;

/**
 * Saves a library file on the learner's device: fetched from its (signed, expiring) URL and handed to the
 * browser as a download. Answers whether it worked.
 */
export async function downloadSavedFile(file: SavedFile): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(file.url);
  } catch {
    return false;
  }
  if (!response.ok) return false;
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
  return true;
}

/** What a file shows in a preview: the picture, the player, the document, or only its name. */
function Preview({ file }: { file: SavedFile }) {
  if (file.type === 'youtube' && file.youtubeId)
    return (
      <iframe
        title={file.name}
        src={`https://www.youtube-nocookie.com/embed/${file.youtubeId}`}
        className="aspect-video w-full rounded"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  if (file.type === 'image')
    return <img src={file.url} alt={file.name} className="max-h-[60vh] w-full object-contain" />;
  if (file.type === 'video')
    // biome-ignore lint/a11y/useMediaCaption: a school's own uploads come without caption tracks
    return <video src={file.url} controls className="w-full rounded" />;
  if (file.type === 'audio')
    // biome-ignore lint/a11y/useMediaCaption: a school's own uploads come without caption tracks
    return <audio src={file.url} controls className="w-full" />;
  if (file.contentType === 'application/pdf' || file.contentType === 'text/plain')
    return <iframe title={file.name} src={file.url} className="h-[60vh] w-full rounded border border-line" />;
  return <p className="break-all text-muted">{file.name}</p>;
}

/** The view and download actions of a library file, with the preview dialog and SPEC §8's download failure. */
export function FileActions({ file, children }: { file: SavedFile; children?: React.ReactNode }) {
  const t = useT();
  const { client } = useSaola();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const done = await downloadSavedFile(file);
    setBusy(false);
    if (!done) client.notices.toast('error', t('library.downloadFailed'));
  };
  return (
    <div className="flex flex-wrap justify-end gap-1">
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={`${t('library.preview')} ${file.name}`}
      >
        <EyeIcon aria-hidden className="size-4" />
        <span className="max-sm:sr-only">{t('library.preview')}</span>
      </Button>
      {file.type !== 'youtube' && (
        <Button
          variant="ghost"
          busy={busy}
          onClick={() => void download()}
          aria-label={`${t('library.download')} ${file.name}`}
        >
          <ArrowDownTrayIcon aria-hidden className="size-4" />
          <span className="max-sm:sr-only">{t('library.download')}</span>
        </Button>
      )}
      {children}
      <Dialog open={open} onClose={() => setOpen(false)} title={file.name}>
        {open && <Preview file={file} />}
      </Dialog>
    </div>
  );
}

/** A file's name with its thumbnail (pictures, YouTube) or its extension. */
export function FileName({ file }: { file: SavedFile }) {
  return (
    <span className="flex items-center gap-2">
      {file.thumbnailUrl ? (
        <img src={file.thumbnailUrl} alt="" className="size-9 shrink-0 rounded object-cover" />
      ) : (
        <span
          aria-hidden
          className="flex size-9 shrink-0 items-center justify-center rounded bg-gray-100 text-[10px] uppercase text-gray-700"
        >
          {file.type === 'youtube' ? 'yt' : file.name.split('.').pop()?.slice(0, 4)}
        </span>
      )}
      <span className="min-w-0 break-words">{file.name}</span>
    </span>
  );
}
