import { RICH_TEXT_LINK_ATTRIBUTES, RICH_TEXT_TAGS, SAFE_HREF } from '@saola/core/constants';
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_LINK_ATTRIBUTES] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, { href, target }) => ({
      tagName,
      attribs: {
        ...(href === undefined ? {} : { href }),
        ...(target === '_blank' ? { target, rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
  // A link that is not safe is dropped and its text kept.
  exclusiveFilter: (frame) =>
    frame.tag === 'a' && !SAFE_HREF.test(frame.attribs.href ?? '') ? 'excludeTag' : false,
};

/** Rich text as it may be stored: what the editor can make and nothing that runs or leaves the site unasked. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
