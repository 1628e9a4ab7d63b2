import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_HREF } from '@saola/core/constants';
import DOMPurify from 'dompurify';

/** Rich text from anyone (a teacher, a comment, the server) made safe to put in the page. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_LINK_ATTRIBUTES],
    ALLOWED_URI_REGEXP: SAFE_HREF,
  });
}
