import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { directImports } from './scripts/direct-imports';
import { elementSheets } from './scripts/element-sheets';
import { fetchedCommon } from './scripts/fetched-common';

const require = createRequire(import.meta.url);
const tailwindCli = resolve(dirname(require.resolve('@tailwindcss/cli/package.json')), 'dist/index.mjs');

function tailwind(input: string, output?: string): string {
  const args = [tailwindCli, '-i', input, '--minify', ...(output ? ['-o', output] : [])];
  return execFileSync(process.execPath, args, {
    cwd: import.meta.dirname,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

const library: Options = {
  entry: { index: 'src/index.ts', 'elements/index': 'src/elements/index.ts' },
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  // Each element's own stylesheet, in a chunk of its own (scripts/element-sheets.ts).
  esbuildPlugins: [elementSheets],
  async onSuccess() {
    tailwind('src/styles/tailwind.css', 'dist/styles.css');
  },
};

/** One file with React inside, for a school page without a bundler: `<script type="module" src=…>`. */
const standalone: Options = {
  entry: { 'saola-elements': 'src/elements/index.ts' },
  // scripts/size.ts reads which chunk each screen is and what it imports.
  metafile: true,
  outDir: 'dist/standalone',
  format: ['esm'],
  minify: true,
  sourcemap: true,
  target: 'es2022',
  noExternal: [/.*/],
  define: { 'process.env.NODE_ENV': '"production"' },
  // Core's modules imported where they are defined, so a screen carries only the structs it uses. The
  // runtime defines the elements from element-table.ts, not from the views (no routes, menus or docs), and
  // fetches common's texts in the page's language rather than carry the Vietnamese.
  esbuildPlugins: [elementSheets, directImports, fetchedCommon],
  esbuildOptions(options) {
    options.conditions = ['@saola/source'];
  },
};

export default defineConfig([library, standalone]);
