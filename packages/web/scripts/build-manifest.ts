import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of vite's build manifest (dist/.vite/manifest.json). */
export interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The web build's output folder, and its manifest as vite wrote it: read by the scripts run after the build. */
export const dist = join(import.meta.dirname, '..', 'dist');
export const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
);

/** A chunk and everything it imports statically, i.e. what the browser fetches once the chunk is asked for. */
export function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
}
