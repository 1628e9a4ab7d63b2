import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useT } from '../../runtime/i18n';
import { cx } from '../cx';
import { PROSE } from './rich-text-view';
import { sanitizeHtml } from './sanitize';

export interface EditorProps {
  value: string;
  onChange: (html: string) => void;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Tiptap with the formatting a lesson or a notice needs; what it hands back is sanitized. */
export default function Editor({ value, onChange, labelId, describedBy, invalid }: EditorProps) {
  const t = useT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: sanitizeHtml(value),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: cx(PROSE, 'min-h-32 px-3 py-2 focus:outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(sanitizeHtml(current.getHTML())),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      heading: e?.isActive('heading', { level: 2 }) ?? false,
      bullets: e?.isActive('bulletList') ?? false,
      numbers: e?.isActive('orderedList') ?? false,
    }),
  });
  const tools = [
    {
      key: 'bold',
      label: t('editor.bold'),
      glyph: 'B',
      run: () => editor?.chain().focus().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      glyph: 'I',
      run: () => editor?.chain().focus().toggleItalic().run(),
    },
    {
      key: 'heading',
      label: t('editor.heading'),
      glyph: 'H',
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bullets',
      label: t('editor.bulletList'),
      glyph: '•',
      run: () => editor?.chain().focus().toggleBulletList().run(),
    },
    {
      key: 'numbers',
      label: t('editor.orderedList'),
      glyph: '1.',
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
  ] as const;
  return (
    <div className={cx('rounded-control border bg-white', invalid ? 'border-danger' : 'border-line')}>
      <div role="toolbar" aria-label={t('editor.toolbar')} className="flex gap-1 border-b border-line p-1">
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            aria-label={tool.label}
            aria-pressed={active?.[tool.key] ?? false}
            onClick={tool.run}
            className="min-w-8 rounded px-2 py-1 text-sm font-semibold text-ink hover:bg-gray-100 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
          >
            {tool.glyph}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
