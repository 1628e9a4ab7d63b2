import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Prints the gzip size of what a page downloads: the standalone elements bundle, and the React entries. */
const files = {
  'standalone elements (React included)': 'dist/standalone/saola-elements.js',
  '@saola/widgets (React external)': 'dist/index.js',
  '@saola/widgets/elements (React external)': 'dist/elements/index.js',
};
for (const [name, path] of Object.entries(files)) {
  const kb = gzipSync(readFileSync(new URL(`../${path}`, import.meta.url))).length / 1024;
  console.log(`size  ${kb.toFixed(1).padStart(6)} kB gzip  ${name}`);
}
