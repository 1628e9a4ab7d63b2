/**
 * Writes src/elements/element-table.ts from the views: each element's name, attribute types, its screen's
 * access and its screen's lazy declaration, all the standalone runtime needs to define it. The runtime reads
 * that table instead of the views and the screen manifest (routes, titles, menus, descriptions), so it does
 * not grow by a screen's whole view with every screen. `pnpm --filter @saola/widgets elements:table`; a test
 * fails while the file differs from what the views give.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ELEMENTS } from '../src/elements/registry';
import { screenNameOf } from '../src/screens/view';
import { screenParts } from './screen-parts';

const ELEMENTS_DIR = join(import.meta.dirname, '..', 'src', 'elements');
export const TABLE_FILE = join(ELEMENTS_DIR, 'element-table.ts');

/** Each element's screen declaration as the views make it: its module, component name and parts. */
export function elementDeclarations() {
  const parts = screenParts();
  return ELEMENTS.map((element) => {
    const name = screenNameOf(element.screen);
    const found = parts.filter((part) => part.name === name);
    if (found.length !== 1) throw new Error(`${element.name}: ${found.length} declarations of ${name}`);
    return { element, declaration: found[0] as (typeof found)[number] };
  });
}

const quote = (value: string) => `'${value}'`;

function source(): string {
  const rows = elementDeclarations().map(({ element, declaration }) => {
    const specifier = relative(ELEMENTS_DIR, declaration.module)
      .replace(/\.tsx?$/, '')
      .replace(/^(?!\.)/, './');
    const attributes = Object.entries(element.attributes)
      .map(([name, a]) => `${name}: ${quote(a.type)}`)
      .join(', ');
    return [
      '  {',
      `    name: ${quote(element.name)},`,
      `    attributes: {${attributes ? ` ${attributes} ` : ''}},`,
      ...(element.access ? [`    access: ${quote(element.access)},`] : []),
      `    screen: lazyScreen(() => import(${quote(specifier)}), ${quote(declaration.name)}, [${declaration.features.map(quote).join(', ')}]),`,
      '  },',
    ].join('\n');
  });
  return `// Generated from the views by \`pnpm --filter @saola/widgets elements:table\`: do not edit by hand. A test
// fails while this file differs from what the views give.
import { lazyScreen } from '../screens/view';
import type { ElementRow } from './define';

/** Each element as the standalone runtime defines it: attribute types, its screen's access, its screen. */
export const ELEMENT_TABLE: ElementRow[] = [
${rows.join('\n')}
];
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  writeFileSync(TABLE_FILE, source());
  execFileSync('npx', ['biome', 'format', '--write', TABLE_FILE], { stdio: 'ignore' });
}
