import DOMPurify from 'dompurify';

/** What rich text may contain: text formatting, lists, headings, quotes, code and links. Nothing runs. */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
  'code',
  'pre',
  'hr',
];
const ALLOWED_ATTR = ['href', 'target', 'rel'];

/** Rich text from anyone (a teacher, a comment, the server) made safe to put in the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    // A second slash or a backslash after the first leaves for another host: no path of this site.
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?![/\\])|#)/i,
  });
}
