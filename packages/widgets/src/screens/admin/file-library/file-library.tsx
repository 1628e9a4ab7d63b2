import ArrowUpTrayIcon from '@heroicons/react/24/outline/ArrowUpTrayIcon';
import PencilSquareIcon from '@heroicons/react/24/outline/PencilSquareIcon';
import PlayCircleIcon from '@heroicons/react/24/outline/PlayCircleIcon';
import ShareIcon from '@heroicons/react/24/outline/ShareIcon';
import {
  FILE_MAX_BYTES,
  FILE_TYPES,
  type FileType,
  type PutFile,
  type SavedFile,
  type SelectOption,
  uploadExtensions,
  uploadFile,
} from '@saola/core/api';
import { displayDate } from '@saola/core/dates';
import { dataOf } from '@saola/core/http';
import { extensionOf } from '@saola/core/validate';
import { useCallback, useEffect, useId, useState } from 'react';
import { useFormat } from '../../../runtime/format';
import { useLocale, useT } from '../../../runtime/i18n';
import { useSaola } from '../../../runtime/saola';
import { Button } from '../../../ui/button/button';
import { ProgressBar } from '../../../ui/progress/progress';
import { ResourceList } from '../../kit/resource-list';
import { FILE_TYPE_NAMES, FileActions, FileName, LIBRARY_TYPES } from '../../shared/library-file';
import { RenameDialog, ShareDialog, useCategorySearch, YoutubeDialog } from './library-dialogs';

/** The type a library upload is stored as, from its extension; none for a file the library does not take. */
export function libraryTypeOf(name: string): FileType | undefined {
  const extension = extensionOf(name);
  return FILE_TYPES.find((type) => uploadExtensions(type, 'library').includes(extension));
}

const ACCEPT = FILE_TYPES.flatMap((type) => uploadExtensions(type, 'library'))
  .map((e) => `.${e}`)
  .join(',');

/** The school's library space: used of the quota, as a bar. */
function Usage({ refresh }: { refresh: number }) {
  const t = useT();
  const { size } = useFormat();
  const { api } = useSaola();
  const [usage, setUsage] = useState<{ bytes: number; quota: number } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh asks for the figure again after a change
  useEffect(() => {
    void api.file.getLibrarySize({}, { quiet: true }).then((reply) => {
      const usage = dataOf(reply);
      if (usage) setUsage(usage);
    });
  }, [api, refresh]);
  if (!usage) return null;
  const text = t('library.used', { used: size(usage.bytes), quota: size(usage.quota) });
  return (
    <div className="flex max-w-md flex-col gap-1 text-sm text-muted">
      <span>{text}</span>
      <ProgressBar
        value={usage.quota ? Math.min(1, usage.bytes / usage.quota) : 0}
        label={t('library.usedLabel')}
      />
    </div>
  );
}

/** Upload with a progress bar: the type from the extension, checked before anything is sent. */
function UploadButton({ onUploaded, put }: { onUploaded: () => void; put?: PutFile | undefined }) {
  const t = useT();
  const { size } = useFormat();
  const locale = useLocale();
  const { client } = useSaola();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const accept = async (file: File) => {
    const type = libraryTypeOf(file.name);
    if (!type) return setProblem(t('validation.fileExtension'));
    if (file.size > FILE_MAX_BYTES[type])
      return setProblem(t('validation.fileSizeMax', { max: size(FILE_MAX_BYTES[type]) }));
    setProblem(null);
    setProgress(0);
    const result = await uploadFile(client, file, {
      fileType: type,
      uploadAction: 'library',
      locale,
      onProgress: setProgress,
      ...(put ? { put } : {}),
    });
    setProgress(null);
    if (result.ok) onUploaded();
    else setProblem(result.reason ?? t('errors.uploadFailed'));
  };
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-control bg-brand-600 px-3 py-2 text-sm font-medium text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-brand-700"
      >
        <ArrowUpTrayIcon aria-hidden className="size-4" />
        {t('library.upload')}
        <input
          id={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          disabled={progress !== null}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void accept(file);
          }}
        />
      </label>
      {progress !== null && <ProgressBar value={progress} label={t('common.upload')} />}
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}

type Open = { kind: 'rename' | 'share'; file: SavedFile } | { kind: 'youtube' } | null;

/**
 * The school's file library: upload with progress, YouTube videos, categories, preview, download, rename,
 * share with groups or courses, delete several (confirmed), and the space used of the quota.
 */
export interface FileLibraryProps {
  /** How the bytes are sent to the upload URL (the browser's XMLHttpRequest by default). */
  put?: PutFile;
}

export function FileLibrary({ put }: FileLibraryProps) {
  const t = useT();
  const { size } = useFormat();
  const search = useCategorySearch();
  const [open, setOpen] = useState<Open>(null);
  const [refresh, setRefresh] = useState(0);
  const [categories, setCategories] = useState<SelectOption[]>([]);
  const changed = () => {
    setOpen(null);
    setRefresh((n) => n + 1);
  };
  // The categories' names for the table: one page of them, asked for again after a change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh asks for them again
  useEffect(() => {
    void search({ keyword: '', take: 200, page: 1 }).then(setCategories);
  }, [search, refresh]);
  const categoryName = useCallback(
    (id: number | null | undefined) => categories.find((c) => c.id === id)?.text ?? '—',
    [categories],
  );
  const sharedText = (file: SavedFile) =>
    file.shared
      ? t('library.wholeSchool')
      : file.shares
        ? t('library.shareCount', { count: file.shares })
        : t('library.notShared');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Usage refresh={refresh} />
        <div className="flex flex-wrap items-start gap-2">
          <Button variant="secondary" onClick={() => setOpen({ kind: 'youtube' })}>
            <PlayCircleIcon aria-hidden className="size-4" />
            {t('library.addYoutube')}
          </Button>
          <UploadButton onUploaded={changed} put={put} />
        </div>
      </div>
      <ResourceList
        area="file"
        title={t('route.files')}
        empty={t('library.empty')}
        refresh={refresh}
        filters={[
          { name: 'idCategory', label: t('library.category'), search },
          {
            name: 'type',
            label: t('library.type'),
            choices: LIBRARY_TYPES.map((type) => ({ value: type, label: t(FILE_TYPE_NAMES[type]) })),
          },
        ]}
        columns={[
          { key: 'name', header: t('library.name'), cell: (file) => <FileName file={file} /> },
          { key: 'type', header: t('library.type'), cell: (file) => t(FILE_TYPE_NAMES[file.type]) },
          { key: 'category', header: t('library.category'), cell: (file) => categoryName(file.idCategory) },
          {
            key: 'size',
            header: t('library.size'),
            cell: (file) => (file.size ? size(file.size) : '—'),
          },
          { key: 'shared', header: t('library.sharedWith'), cell: sharedText },
          { key: 'createdAt', header: t('library.createdAt'), cell: (file) => displayDate(file.createdAt) },
        ]}
        rowActions={(file) => (
          <FileActions file={file}>
            <Button
              variant="ghost"
              onClick={() => setOpen({ kind: 'rename', file })}
              aria-label={`${t('library.rename')} ${file.name}`}
            >
              <PencilSquareIcon aria-hidden className="size-4" />
              <span className="max-sm:sr-only">{t('library.rename')}</span>
            </Button>
            <Button
              variant="ghost"
              onClick={() => setOpen({ kind: 'share', file })}
              aria-label={`${t('library.share')} ${file.name}`}
            >
              <ShareIcon aria-hidden className="size-4" />
              <span className="max-sm:sr-only">{t('library.share')}</span>
            </Button>
          </FileActions>
        )}
      />
      {open?.kind === 'rename' && (
        <RenameDialog
          file={open.file}
          categories={categories}
          onClose={() => setOpen(null)}
          onSaved={changed}
        />
      )}
      {open?.kind === 'share' && (
        <ShareDialog file={open.file} onClose={() => setOpen(null)} onSaved={changed} />
      )}
      {open?.kind === 'youtube' && <YoutubeDialog onClose={() => setOpen(null)} onSaved={changed} />}
    </div>
  );
}
