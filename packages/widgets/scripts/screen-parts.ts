/**
 * Which dictionary parts each lazily loaded screen declares, read from each folder's loaders file (and its
 * views file, for a screen only the host shows) (`export const X = lazyScreen(() => import('./x/x'), 'X',
 * ['course'])`): the size report and the web build
 * count them with the screen, a test checks them against the keys each screen's code uses, and the elements'
 * index imports each declaration from there by its name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export interface ScreenParts {
  /** The screen's module, absolute, with its extension (…/course-form/course-form.tsx). */
  module: string;
  /** The component's name, which is also the declaration's: the elements' index imports it by that name. */
  name: string;
  features: string[];
  /** The file that declares it (loaders.ts, or views.ts for a screen only the host shows), absolute. */
  file: string;
}

const SCREENS = join(import.meta.dirname, '..', 'src', 'screens');
const DECLARATION =
  /export const (\w+) = lazyScreen\(\s*\(\) => import\('([^']+)'\),\s*'(\w+)',\s*\[([^\]]*)\],?\s*\)/g;

/** A relative import's file, as the bundler resolves it. */
export function resolveModule(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) =>
    existsSync(path),
  );
}

/** The lazyScreen(…) declarations of one loaders file, each with its module resolved from that file. */
export function declarationsIn(file: string): ScreenParts[] {
  const text = readFileSync(file, 'utf8');
  const found = [...text.matchAll(DECLARATION)];
  if (found.length !== text.split('lazyScreen(').length - 1)
    throw new Error(`${file}: a lazyScreen(…) call this script cannot read`);
  return found.map(([, declared, specifier, name, list]) => {
    if (declared !== name) throw new Error(`${file}: ${declared} must be named as its component, ${name}`);
    const module = resolveModule(file, specifier as string);
    if (!module) throw new Error(`${file}: no module ${specifier}`);
    const features = [...(list as string).matchAll(/'(\w+)'/g)].map((m) => m[1] as string);
    return { module, name: name as string, features, file };
  });
}

/** Every screen's declaration: in its folder's loaders.ts, or in views.ts for one only the host shows. */
export function screenParts(): ScreenParts[] {
  return readdirSync(SCREENS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => ['loaders.ts', 'views.ts'].map((file) => join(SCREENS, entry.name, file)))
    .filter((file) => existsSync(file))
    .flatMap(declarationsIn);
}
