import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** bench/results.json (git-ignored): the API's and the front end's figures side by side, each part replaced by its own run. */
export function recordResults(part: 'api' | 'frontEnd', figures: object): string {
  const file = fileURLToPath(new URL('./results.json', import.meta.url));
  mkdirSync(fileURLToPath(new URL('.', import.meta.url)), { recursive: true });
  let previous: Record<string, unknown> = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // the first run: nothing to keep
  }
  writeFileSync(
    file,
    `${JSON.stringify({ ...previous, [part]: { at: new Date().toISOString(), ...figures } }, null, 2)}\n`,
  );
  return file;
}
