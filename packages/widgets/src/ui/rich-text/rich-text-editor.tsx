import { lazy, Suspense, useId } from 'react';
import { useT } from '../../runtime/i18n';
import { FieldLabel } from '../field/field';

// The editor (Tiptap, ProseMirror) loads only where rich text is edited, never where it is just shown.
const Editor = lazy(() => import('./editor'));

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  required?: boolean | undefined;
  error?: string | undefined;
}

export function RichTextEditor({ label, value, onChange, required, error }: RichTextEditorProps) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel id={`${id}-label`} required={required}>
        {label}
      </FieldLabel>
      <Suspense
        fallback={
          <div className="min-h-40 rounded-control border border-line bg-gray-50 p-3 text-sm text-muted">
            {t('common.loading')}
          </div>
        }
      >
        <Editor
          value={value}
          onChange={onChange}
          labelId={`${id}-label`}
          describedBy={error ? `${id}-error` : undefined}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
