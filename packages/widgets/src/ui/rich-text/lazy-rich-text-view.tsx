import { lazy, Suspense } from 'react';
import { Spinner } from '../progress/progress';

// The sanitizer comes with the first rich text shown, not with every page of both areas.
const RichTextView = lazy(() =>
  import('./rich-text-view').then((module) => ({ default: module.RichTextView })),
);

/** Sanitized rich text, its sanitizer loaded on first use. */
export function LazyRichTextView({ html }: { html: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <RichTextView html={html} />
    </Suspense>
  );
}
