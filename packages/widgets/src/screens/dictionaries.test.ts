import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMESPACES } from '@saola/core/i18n';
import { describe, expect, it } from 'vitest';
import { declarationsIn, resolveModule, screenParts } from '../../scripts/screen-parts';

const SRC = join(import.meta.dirname, '..');
const STATIC = /^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gm;
const DYNAMIC = /import\('(\.[^']+)'\)/g;
/** A lazily loaded screen brings its own parts (checked below), so a graph stops at it. */
const LAZY_SCREEN = /lazyScreen\(\s*\(\) => import\('(\.[^']+)'\)/g;

/** A module and the widgets' own modules it imports; with `lazily`, those it imports on first use too. */
function graph(file: string, lazily: boolean, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const screens = new Set([...text.matchAll(LAZY_SCREEN)].map(([, specifier]) => specifier));
  const dynamic = lazily
    ? [...text.matchAll(DYNAMIC)].filter(([, specifier]) => !screens.has(specifier))
    : [];
  for (const [, specifier] of [...text.matchAll(STATIC), ...dynamic]) {
    const next = resolveModule(file, specifier as string);
    if (next) graph(next, lazily, seen);
  }
  return seen;
}

/** The dictionary parts a set of modules reads, from the keys their code writes out. */
function partsRead(files: Iterable<string>): string[] {
  const parts = new Set<string>();
  for (const file of files)
    for (const [, namespace] of readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]\w*)\.\w+['"`]/g))
      if (Object.hasOwn(NAMESPACES, namespace as string))
        parts.add(NAMESPACES[namespace as keyof typeof NAMESPACES]);
  return [...parts].filter((part) => part !== 'common').sort();
}

describe('dictionary parts', () => {
  it('each lazily loaded screen lists exactly the parts its code reads, beyond common', () => {
    const screens = screenParts();
    expect(screens.length).toBeGreaterThan(15);
    const listed = Object.fromEntries(screens.map(({ name, features }) => [name, [...features].sort()]));
    const read = Object.fromEntries(
      screens.map(({ name, module }) => [name, partsRead(graph(module, true))]),
    );
    expect(listed).toEqual(read);
  });

  it('the first-password screen the runtime and the host show lists exactly the parts its code reads', () => {
    const [declared] = declarationsIn(join(SRC, 'elements/require-access.tsx'));
    expect(declared && [...declared.features].sort()).toEqual(partsRead(graph(declared?.module ?? '', true)));
  });

  it("the elements' runtime reads only common, which it bundles", () => {
    expect(partsRead(graph(join(SRC, 'elements/index.ts'), false))).toEqual([]);
  });

  it("the product's host reads only common and its frame's parts, which it loads before its first render", () => {
    expect(partsRead(graph(join(SRC, 'host/mount-host.tsx'), true))).toEqual(['account', 'nav']);
  });
});
