import { writeFileSync } from 'node:fs';
import { ELEMENTS, SHARED_ATTRIBUTES } from '../src/elements/registry';
import type { ElementDeclaration } from '../src/screens/view';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const pascal = (tag: string) => tag.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/** Writes custom-elements.json (Custom Elements Manifest 2.0) from the element registry. */
export function manifest() {
  return {
    schemaVersion: '2.0.0',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/elements/index.js',
        declarations: ELEMENTS.map((element) => ({
          kind: 'class',
          customElement: true,
          name: pascal(element.name),
          tagName: element.name,
          description: element.description,
          attributes: Object.entries<ElementDeclaration['attributes'][string]>({
            ...element.attributes,
            ...SHARED_ATTRIBUTES,
          }).map(([name, a]) => ({
            name: kebab(name),
            fieldName: name,
            type: { text: a.type === 'json' ? 'object' : a.type },
            description: a.description,
          })),
          events: Object.entries(element.events).map(([name, description]) => ({
            name,
            type: { text: 'CustomEvent' },
            description,
          })),
        })),
        exports: ELEMENTS.map((element) => ({
          kind: 'custom-element-definition',
          name: element.name,
          declaration: { name: pascal(element.name) },
        })),
      },
    ],
  };
}

if (process.argv[1]?.endsWith('manifest.ts')) {
  writeFileSync(
    new URL('../custom-elements.json', import.meta.url),
    `${JSON.stringify(manifest(), null, 2)}\n`,
  );
}
