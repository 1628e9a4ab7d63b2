/**
 * Each element's own stylesheet, for the elements builds (tsup.config.ts). One sheet compiled from every
 * screen put all of Tailwind's rules for all screens into the runtime (33 kB, 10 kB gzip); an element's
 * shadow root needs only the rules of what renders in it: its screen (with what that loads later, such as an
 * editor or a dialog) and the runtime's own parts (notices, the no-access state).
 *
 * So, before the build: the element registry is evaluated with a stand-in for lazyScreen to learn which
 * module each element shows; a quick esbuild pass says which source files that module and the runtime reach;
 * Tailwind compiles one sheet per element from exactly those files (same tokens and host reset, theme.css),
 * its rem lengths turned into px as before. The build then replaces src/elements/sheet.ts, which in the
 * source (tests, Storybook) hands every element the whole sheet, with a module that imports the element's
 * own sheet as a chunk of its own, fetched beside the screen's code.
 *
 * One sheet per element, complete, rather than a shared base plus a part per screen: two sheets would order
 * rules differently from Tailwind's one order (`md:px-6` in one, `px-2` in the next), so a page would show
 * what no test saw.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Options } from 'tsup';
import { remToPx } from './rem-to-px';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];
type Esbuild = Parameters<Plugin['setup']>[0]['esbuild'];
type Metafile = { outputs: Record<string, { entryPoint?: string; imports: Array<{ path: string }> }> } & {
  outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
};

// The package's folder: the build runs there (tsup bundles its config, so import.meta is no guide).
const ROOT = process.cwd();
const SHEET_MODULE = resolve(ROOT, 'src/elements/sheet.ts');
const RUNTIME = 'src/elements/index.ts';
const THEME = resolve(ROOT, 'src/styles/theme.css');
// esbuild wants an output folder for split chunks; the pass that reads the source files writes nothing.
const WORK = resolve(ROOT, 'node_modules/.cache/element-sheets');

const SHEET = 'element-sheet:';

const VIEW_STUB = `export const lazyScreen = (load) => ({ load });
export const view = (screen, spec) => ({ screen, ...spec });`;

/** Element name → the screen module it shows (relative to the package), from the registry itself. */
async function screensOf(esbuild: Esbuild): Promise<Record<string, string>> {
  const result = await esbuild.build({
    entryPoints: [resolve(ROOT, 'src/elements/registry.ts')],
    absWorkingDir: ROOT,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    conditions: ['@saola/source'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'screen-modules',
        setup(build) {
          // The loaders' `lazyScreen(() => import('./x/x'), 'X')` hands back its loader instead of a component…
          build.onResolve({ filter: /^\.\.?\/view$/ }, (args) =>
            /(views|loaders)\.ts$/.test(args.importer) ? { path: 'view', namespace: 'view-stub' } : undefined,
          );
          build.onLoad({ filter: /.*/, namespace: 'view-stub' }, () => ({
            contents: VIEW_STUB,
            loader: 'js',
          }));
          // …and the loader's module is just its path.
          build.onResolve({ filter: /.*/ }, async (args) => {
            if (args.kind !== 'dynamic-import') return undefined;
            const found = await build.resolve(args.path, {
              kind: 'import-statement',
              resolveDir: args.resolveDir,
            });
            return { path: relative(ROOT, found.path), namespace: 'screen-module' };
          });
          build.onLoad({ filter: /.*/, namespace: 'screen-module' }, (args) => ({
            contents: `export const path = ${JSON.stringify(args.path)};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const code = result.outputFiles?.[0]?.text ?? '';
  const { ELEMENTS } = (await import(
    `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  )) as {
    ELEMENTS: Array<{ name: string; screen: { load: () => Promise<{ path: string }> } }>;
  };
  return Object.fromEntries(
    await Promise.all(ELEMENTS.map(async (element) => [element.name, (await element.screen.load()).path])),
  );
}

/** The source files (of this package) that the runtime and each screen module reach, lazily loaded parts too. */
async function sourcesOf(esbuild: Esbuild, screens: string[]) {
  const result = await esbuild.build({
    entryPoints: [RUNTIME, ...screens],
    absWorkingDir: ROOT,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: WORK,
    write: false,
    metafile: true,
    conditions: ['@saola/source'],
    // Only this package's files carry class names; the sheet module's CSS import is the build's to handle.
    packages: 'external',
    logLevel: 'silent',
    plugins: [
      {
        name: 'no-css',
        setup(build) {
          build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
  });
  const { outputs } = result.metafile as unknown as Metafile;
  const outputOf = new Map(
    Object.entries(outputs).flatMap(([path, output]) =>
      output.entryPoint ? [[output.entryPoint, path]] : [],
    ),
  );
  const screenOutputs = new Set(screens.map((screen) => outputOf.get(screen)));
  const files = (entry: string) => {
    const seen = new Set<string>();
    const visit = (path: string | undefined) => {
      if (!path || seen.has(path) || !outputs[path]) return;
      seen.add(path);
      // Static and dynamic imports alike, but not into another screen (the runtime imports them all).
      for (const next of outputs[path].imports) if (!screenOutputs.has(next.path)) visit(next.path);
    };
    visit(outputOf.get(entry));
    return [...seen].flatMap((output) =>
      Object.entries(outputs[output]?.inputs ?? {})
        .filter(([input, { bytesInOutput }]) => bytesInOutput > 0 && /^src\/.*\.tsx?$/.test(input))
        .map(([input]) => input),
    );
  };
  const runtime = files(RUNTIME);
  return Object.fromEntries(screens.map((screen) => [screen, [...new Set([...runtime, ...files(screen)])]]));
}

/** Tailwind's compiler and scanner, in-process: those the Tailwind CLI (this package's dependency) runs. */
interface Tailwind {
  compile(
    css: string,
    options: { base: string; onDependency: (path: string) => void },
  ): Promise<{
    sources: Array<{ base: string; pattern: string; negated: boolean }>;
    build(candidates: string[]): string;
  }>;
  optimize(css: string, options: { minify: boolean }): { code: string };
  Scanner: new (options: {
    sources: Array<{ base: string; pattern: string; negated: boolean }>;
  }) => {
    scan(): string[];
  };
}

async function tailwind(): Promise<Tailwind> {
  const cli = createRequire(
    createRequire(resolve(ROOT, 'package.json')).resolve('@tailwindcss/cli/package.json'),
  );
  const load = (name: string) => import(pathToFileURL(cli.resolve(name)).href);
  const [{ compile, optimize }, { Scanner }] = await Promise.all([
    load('@tailwindcss/node'),
    load('@tailwindcss/oxide'),
  ]);
  return { compile, optimize, Scanner };
}

/** Tailwind's rules for exactly these files, with the package's tokens and host reset, rem turned into px. */
async function compile({ compile, optimize, Scanner }: Tailwind, files: string[]): Promise<string> {
  const input = [
    '@import "tailwindcss" source(none);',
    `@import ${JSON.stringify(THEME)};`,
    ...files.map((file) => `@source ${JSON.stringify(resolve(ROOT, file))};`),
  ].join('\n');
  const compiler = await compile(input, { base: ROOT, onDependency: () => {} });
  const candidates = new Scanner({ sources: compiler.sources }).scan();
  return remToPx(optimize(compiler.build(candidates), { minify: true }).code);
}

interface Sheets {
  /** Element name → its screen module, which names its sheet. */
  screens: Record<string, string>;
  /** Sheet path (sheetPath) → the compiled CSS of its element. */
  css: Record<string, string>;
}

let pending: Promise<Sheets> | undefined;

/** Computed once per build run, for both elements builds (library and standalone). */
function sheets(esbuild: Esbuild): Promise<Sheets> {
  pending ??= (async () => {
    if (!existsSync(SHEET_MODULE))
      throw new Error(`element sheets: no ${SHEET_MODULE}; build from the package`);
    const screens = await screensOf(esbuild);
    const modules = [...new Set(Object.values(screens))];
    const sources = await sourcesOf(esbuild, modules);
    const compiler = await tailwind();
    const css: Record<string, string> = {};
    for (const module of modules) css[sheetPath(module)] = await compile(compiler, sources[module] ?? []);
    return { screens, css };
  })();
  return pending;
}

/**
 * What a sheet is imported as: its screen's path, so the chunk is `<screen>-sheet-<hash>.js` and
 * scripts/size.ts can count it with its screen. Not `.css`: tsup's PostCSS step would take it.
 */
export const sheetPath = (module: string) => `${SHEET}${module.replace(/\.tsx?$/, '-sheet')}`;

/** The module that replaces src/elements/sheet.ts in a build: each element imports its own sheet. */
function sheetModule({ screens }: Sheets): string {
  const loaders = Object.entries(screens)
    .map(([name, module]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(sheetPath(module))}),`)
    .join('\n');
  return `const SHEETS = {\n${loaders}\n};
export function loadSheet(name) {
  const load = SHEETS[name];
  return load ? load().then((module) => module.default) : Promise.reject(new Error(\`No stylesheet for <\${name}>\`));
}\n`;
}

/** The esbuild plugin of the elements builds: per-element sheets instead of the whole one. */
export const elementSheets: Plugin = {
  name: 'element-sheets',
  setup(build) {
    build.onLoad({ filter: /[\\/]elements[\\/]sheet\.ts$/ }, async (args) =>
      args.path === SHEET_MODULE
        ? { contents: sheetModule(await sheets(build.esbuild)), loader: 'js' }
        : undefined,
    );
    build.onResolve({ filter: /^element-sheet:/ }, (args) => ({
      path: args.path.slice(SHEET.length),
      namespace: 'element-sheet',
    }));
    build.onLoad({ filter: /.*/, namespace: 'element-sheet' }, async (args) => {
      const css = (await sheets(build.esbuild)).css[`${SHEET}${args.path}`];
      if (css === undefined) throw new Error(`No sheet was compiled for ${args.path}`);
      return { contents: css, loader: 'text' };
    });
  },
};
