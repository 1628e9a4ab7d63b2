import {
  type FileType,
  type PutFile,
  type SavedFile,
  type UploadAction,
  uploadExtensions,
} from '@saola/core/api';
import { type DragEvent, useId, useState } from 'react';
import { useFormat } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { Button } from '../button/button';
import { cx } from '../cx';
import { FieldLabel } from '../field/field';
import { ProgressBar } from '../progress/progress';
import { useFileUpload } from './use-file-upload';

/**
 * The file a field holds: the server's record after an upload, or one saved earlier that the screen knows
 * only by its address, whose size is then not shown rather than made up.
 */
export type ShownFile = Pick<SavedFile, 'name' | 'url' | 'type'> & { size?: number | undefined };

export interface FileUploadProps {
  label: string;
  fileType: FileType;
  /** What the file is for: it decides the formats offered and who may read the file. */
  action: UploadAction;
  value: ShownFile | null;
  onChange: (file: SavedFile | null) => void;
  required?: boolean | undefined;
  error?: string | undefined;
  /** How the bytes are sent to the upload URL (the browser's XMLHttpRequest by default). */
  put?: PutFile;
}

/** Drop a file or choose one; it is checked, uploaded with a progress bar, then shown with a remove button. */
export function FileUpload({
  label,
  fileType,
  action,
  value,
  onChange,
  required,
  error,
  put,
}: FileUploadProps) {
  const t = useT();
  const { size } = useFormat();
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const upload = useFileUpload(fileType, action, onChange, put);
  const problem = upload.problem ?? error;
  const extensions = uploadExtensions(fileType, action);
  const accept = extensions.map((e) => `.${e}`).join(',');

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload.accept(file);
  };

  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={`${id}-label`} required={required}>
        {label}
      </FieldLabel>
      {value ? (
        <div className="flex items-center gap-3 rounded-control border border-line bg-white p-2">
          {value.type === 'image' ? (
            <img src={value.url} alt={value.name} className="size-14 rounded object-cover" />
          ) : (
            <span
              aria-hidden
              className="flex size-14 items-center justify-center rounded bg-gray-100 text-xs uppercase text-muted"
            >
              {value.name.split('.').pop()}
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm text-ink">{value.name}</span>
            {value.size !== undefined && <span className="text-xs text-muted">{size(value.size)}</span>}
          </span>
          <Button
            variant="ghost"
            onClick={() => onChange(null)}
            aria-label={`${t('common.delete')} ${value.name}`}
          >
            {t('common.delete')}
          </Button>
        </div>
      ) : (
        <label
          htmlFor={`${id}-input`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cx(
            'flex cursor-pointer flex-col items-center gap-1 rounded-control border-2 border-dashed px-4 py-6 text-center text-sm focus-within:outline-2 focus-within:outline-brand-600',
            dragging ? 'border-brand-500 bg-brand-50' : problem ? 'border-danger' : 'border-line',
          )}
        >
          <span className="font-medium text-brand-700">{t('common.upload')}</span>
          <span className="text-xs text-muted">{extensions.join(', ')}</span>
          <input
            id={`${id}-input`}
            type="file"
            accept={accept}
            aria-labelledby={`${id}-label`}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload.accept(file);
            }}
          />
        </label>
      )}
      {upload.progress !== null && <ProgressBar value={upload.progress} label={t('common.upload')} />}
      {problem && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
