import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, NAMESPACES, PARTS } from './features';

const PACKAGES = join(import.meta.dirname, '..', '..', '..');
/**
 * Not the product's code: tests (compile-only .typecheck.ts ones too), stories, their fixtures, test helpers,
 * and the dictionaries themselves.
 */
const NOT_CODE = /\.(test|typecheck|stories|fixtures)\.tsx?$|\/testing\/|\/i18n\/\w+\/(vi|en|lo)\.ts$/;

/** Every source file of every package (packages/<name>/src), the server's and the apps' included. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !NOT_CODE.test(path) ? [path] : [];
  });
}
const code = readdirSync(PACKAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => {
    try {
      return sources(join(PACKAGES, entry.name, 'src'));
    } catch {
      return [];
    }
  })
  .map((path) => ({ path: relative(PACKAGES, path), text: readFileSync(path, 'utf8') }));

/** A plural message (its forms keyed by plural category) is one key. */
const isPlural = (value: object) =>
  'other' in value && Object.keys(value).every((key) => /^(zero|one|two|few|many|other)$/.test(key));

function leaves(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && !isPlural(inner) ? leaves(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('the Vietnamese keys', () => {
  it('are each used by the code, written out as a string', async () => {
    const written = new Set(
      code.flatMap(({ text }) => [...text.matchAll(/(['"`])([a-zA-Z]\w*(?:\.\w+)+)\1/g)].map((m) => m[2])),
    );
    const keys = (await Promise.all(FEATURES.map((feature) => PARTS[feature].vi()))).flatMap((part) =>
      leaves(part),
    );
    // A key no code names is text nobody sees: delete it in vi, en and lo (git keeps it for the day a
    // screen needs it).
    expect(keys.filter((key) => !written.has(key))).toEqual([]);
  });

  it('are never built from pieces, so that the test above sees every key the code uses', () => {
    // `status.${value}` hides which keys are used, and a cast hides a misspelt one from the compiler: map
    // each value to its key written out instead (`{ active: 'status.active', … }`, typed as
    // TranslationKey), as STATUS_NAMES in widgets does.
    const built = code.flatMap(({ path, text }) =>
      [...text.matchAll(/`(\w+)\.\$\{/g)]
        .filter((m) => Object.hasOwn(NAMESPACES, m[1] as string))
        .map((m) => `${path}: \`${m[1]}.\${…}\``),
    );
    expect(built).toEqual([]);
  });
});
