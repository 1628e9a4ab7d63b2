import { LANGUAGE_TAGS, type Locale } from '../constants';

const rules = new Map<Locale, Intl.PluralRules>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let found = rules.get(locale);
  if (!found) {
    found = new Intl.PluralRules(LANGUAGE_TAGS[locale]);
    rules.set(locale, found);
  }
  return found;
}

const START = /\{(\w+), plural,/g;

/** The branches of one plural block from `from` (just after "plural,"), and where the block ends. */
function branches(text: string, from: number): { forms: Map<string, string>; end: number } | undefined {
  const forms = new Map<string, string>();
  let at = from;
  for (;;) {
    while (text[at] === ' ') at++;
    if (text[at] === '}') return forms.has('other') ? { forms, end: at + 1 } : undefined;
    const selector = /^=?\w+/.exec(text.slice(at))?.[0];
    if (!selector) return undefined;
    at += selector.length;
    while (text[at] === ' ') at++;
    if (text[at] !== '{') return undefined;
    let depth = 0;
    const open = at;
    for (; at < text.length; at++) {
      if (text[at] === '{') depth++;
      else if (text[at] === '}' && --depth === 0) break;
    }
    if (depth !== 0) return undefined;
    forms.set(selector, text.slice(open + 1, at));
    at++;
  }
}

/**
 * Resolves ICU plural blocks, the subset the dictionaries use: `{count, plural, one {# attempt left} other
 * {# attempts left}}`. The form is chosen by Intl.PluralRules in the message's own language (an exact `=N`
 * first), and `#` stands for the count. Runs on the dictionary's text before parameters are filled in, so
 * a course title that happens to look like a plural block stays text.
 */
export function resolvePlurals(
  template: string,
  params: Record<string, string | number>,
  locale: Locale,
): string {
  if (!template.includes(', plural,')) return template;
  let out = '';
  let last = 0;
  for (const match of template.matchAll(START)) {
    if (match.index < last) continue;
    const block = branches(template, match.index + match[0].length);
    if (!block) continue;
    const value = params[match[1] as string] ?? 0;
    const count = Number(value);
    const form =
      block.forms.get(`=${count}`) ??
      block.forms.get(pluralRules(locale).select(count)) ??
      block.forms.get('other');
    out += template.slice(last, match.index) + (form ?? '').replaceAll('#', String(value));
    last = block.end;
  }
  return out + template.slice(last);
}
