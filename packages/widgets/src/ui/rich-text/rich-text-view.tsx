import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';

export const PROSE =
  'text-sm leading-relaxed text-ink [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-s-4 [&_blockquote]:border-line [&_blockquote]:ps-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc';

/** Shows rich text, sanitized first whatever its source. */
export function RichTextView({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitized with an allowlist
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: safe }} />;
}
