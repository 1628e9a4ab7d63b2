import sanitizeHtml from 'sanitize-html';

/** The widgets' editor and viewer allow the same: text formatting, lists, headings, quotes, code, links. */
const TAGS = [
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

/**
 * A link may go to the web, to mail, to a path of this site or to a place on the page. A second slash or a
 * backslash after the first makes a browser leave for another host, so those are no paths.
 */
const SAFE_HREF = /^(?:https?:|mailto:|\/(?![/\\])|#)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TAGS,
  allowedAttributes: { a: ['href', 'target', 'rel'] },
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
