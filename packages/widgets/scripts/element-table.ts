/**
 * Writes two tables from the views for the standalone runtime, which reads them instead of the views and the
 * screen manifest (routes, titles, menus, descriptions):
 * - src/elements/element-table.ts: each element's name and attribute types, what the runtime needs to define
 *   every element at once; it is in the runtime, so it is kept to that;
 * - src/elements/element-screens.ts: each element's screen (its lazy declaration, imported from the folder's
 *   loaders file, where the views take it from too) and its screen's access, with the elements' sheet
 *   loaders: a chunk of its own that the runtime fetches as soon as it starts, so the runtime does not grow
 *   by a screen loader and a sheet loader with every screen.
 * `pnpm --filter @saola/widgets elements:table`; a test fails while the files differ from what the views give.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ELEMENTS } from '../src/elements/registry';
import { screenNameOf } from '../src/screens/view';
import { screenParts } from './screen-parts';

const ELEMENTS_DIR = join(import.meta.dirname, '..', 'src', 'elements');
export const TABLE_FILE = join(ELEMENTS_DIR, 'element-table.ts');
export const SCREENS_FILE = join(ELEMENTS_DIR, 'element-screens.ts');

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

const HEADER = `// Generated from the views by \`pnpm --filter @saola/widgets elements:table\`: do not edit by hand. A test
// fails while this file differs from what the views give.`;

function tableSource(): string {
  const rows = elementDeclarations().map(({ element }) => {
    const attributes = Object.entries(element.attributes)
      .map(([name, a]) => `${name}: ${quote(a.type)}`)
      .join(', ');
    return `  ${quote(element.name)}: {${attributes ? ` ${attributes} ` : ''}},`;
  });
  return `${HEADER}
import type { AttributeType } from '../screens/view';

/** Each element's attribute types: the runtime defines every element from these at once. */
export const ELEMENT_ATTRIBUTES: Record<\`saola-\${string}\`, Record<string, AttributeType>> = {
${rows.join('\n')}
};
`;
}

function screensSource(): string {
  const declared = elementDeclarations();
  const files = [...new Set(declared.map(({ declaration }) => declaration.file))].sort();
  const imports = files.map((file) => {
    const names = [
      ...new Set(declared.filter((d) => d.declaration.file === file).map((d) => d.declaration.name)),
    ].sort();
    const specifier = relative(ELEMENTS_DIR, file).replace(/\.ts$/, '');
    return `import { ${names.join(', ')} } from ${quote(specifier)};`;
  });
  const rows = declared.map(({ element, declaration }) =>
    [
      `  ${quote(element.name)}: {`,
      ...(element.access ? [`    access: ${quote(element.access)},`] : []),
      `    screen: ${declaration.name},`,
      '  },',
    ].join('\n'),
  );
  return `${HEADER}
${imports.join('\n')}
import type { ElementScreen } from './define';

export { loadSheet } from './sheet';

/** Each element's screen and its access: fetched by the runtime once it has defined the elements. */
export const ELEMENT_SCREENS: Record<\`saola-\${string}\`, ElementScreen> = {
${rows.join('\n')}
};
`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''))) {
  writeFileSync(TABLE_FILE, tableSource());
  writeFileSync(SCREENS_FILE, screensSource());
  execFileSync('npx', ['biome', 'format', '--write', TABLE_FILE, SCREENS_FILE], { stdio: 'ignore' });
}
