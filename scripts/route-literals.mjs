/**
 * Finds addresses of screens written by hand in the front end (`'/couponCode/list'`, `` `/order/edit/${id}` ``):
 * every link is named with `pathTo('couponList')` from the screen manifest instead, so that a renamed or removed
 * route fails to compile rather than leaving a dead link. Tests and the typecheck-only files keep literal
 * addresses on purpose: they check the address a user sees, which deriving it would make circular.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const FRONT_END = [
  'packages/widgets/src',
  'packages/admin-app/src',
  'packages/student-app/src',
  'packages/web/src',
];
const SKIPPED = /\.(test|typecheck)\.tsx?$/;

/** The first segments of SPEC's routes (`couponCode`, `setting`, `signIn` …), read from the catalogue. */
export function routeHeads(root) {
  const catalogue = readFileSync(join(root, 'packages/core/src/routes/tables.ts'), 'utf8');
  const heads = [...catalogue.matchAll(/'\/([^/':]+)[^']*'/g)].map((match) => match[1]);
  return [...new Set(heads)];
}

/** The code without its comments (a `//` right after a quote or a colon is part of an address, not one). */
const withoutComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Each literal in the text that starts with a route's first segment, with its line. */
export function literalsIn(text, heads) {
  const escaped = heads.map((head) => head.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|');
  const pattern = new RegExp(`(['"\`])\\/(?:${escaped})(?=[/'"\`?#]|\\$\\{)[^'"\`\\n]*`, 'gi');
  const code = withoutComments(text);
  return [...code.matchAll(pattern)].map((match) => ({
    line: code.slice(0, match.index).split('\n').length,
    literal: `${match[0]}${match[1]}`,
  }));
}

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(entry.name) ? [path] : [];
  });
}

/** Every hand-written route address in the front end's code, as `file:line literal`. */
export function routeLiterals(root) {
  const heads = routeHeads(root);
  return FRONT_END.flatMap((dir) => sources(join(root, dir))).flatMap((file) =>
    literalsIn(readFileSync(file, 'utf8'), heads).map(
      ({ line, literal }) => `${relative(root, file)}:${line} ${literal}`,
    ),
  );
}
