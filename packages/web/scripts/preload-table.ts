/**
 * After `vite build`: writes dist/.vite/preload.json, the files each route's first screen needs beyond what
 * index.html already loads, so the server can name them all in the page it sends (modulepreload) instead of
 * the browser finding them one import (one round trip on a mobile network) at a time. The server reads the
 * table and matches a page's address to its screen with core's routes (packages/server/src/modules/web).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenParts } from '../../widgets/scripts/screen-parts';
import { screenNameOf } from '../../widgets/src/screens/view';
import { VIEWS } from '../../widgets/src/screens/views';
import { closure, dist, manifest } from './build-manifest';

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
const inPage = new Set([...closure(entry)].map((key) => manifest[key]?.file));
const keysEnding = (suffix: string) => Object.keys(manifest).filter((k) => k.endsWith(suffix));
/** A module's chunk and what it imports, as the URLs the page does not load by itself. */
const files = (keys: string[]) =>
  [...new Set(keys.flatMap((key) => [...closure(key)].map((k) => manifest[k]?.file)))]
    .filter((file): file is string => Boolean(file?.endsWith('.js')) && !inPage.has(file))
    .map((file) => `/${file}`)
    .sort();

/**
 * Chunks a screen loads lazily yet shows in its first paint: found only once its data has arrived and rendered,
 * a round trip after it on a mobile network, so the page names them too. A text lesson's body (rich-text-view,
 * 10 kB) is what the lesson page paints largest.
 */
const SHOWN_FIRST: Partial<Record<keyof typeof VIEWS, string[]>> = {
  lesson: ['widgets/src/ui/rich-text/rich-text-view.tsx'],
};

const declared = screenParts();
const screens = Object.fromEntries(
  Object.entries(VIEWS).flatMap(([id, view]) => {
    const name = screenNameOf(view.screen);
    const parts = declared.find((d) => d.name === name);
    if (!parts) return [];
    const module = parts.module.slice(parts.module.indexOf('/widgets/src/'));
    const later = (SHOWN_FIRST[id as keyof typeof VIEWS] ?? []).flatMap(keysEnding);
    return [[id, { files: files([...keysEnding(module), ...later]), features: parts.features }]];
  }),
);
const parts = Object.fromEntries(
  Object.keys(manifest).flatMap((key) => {
    const part = /core\/src\/i18n\/(\w+)\/(\w+)\.ts$/.exec(key);
    return part ? [[`${part[1]}/${part[2]}`, files([key])]] : [];
  }),
);
const table = {
  // The signed-in frame's own lazily loaded parts (the account menu), which every area page shows.
  frame: files(keysEnding('widgets/src/ui/app-shell/user-menu.tsx')),
  areas: {
    admin: files(keysEnding('admin-app/src/area.tsx')),
    student: files(keysEnding('student-app/src/area.tsx')),
  },
  calls: files(keysEnding('core/src/api/calls.ts')),
  screens,
  parts,
};
writeFileSync(join(dist, '.vite', 'preload.json'), `${JSON.stringify(table)}\n`);
console.log(
  `preload table: ${Object.keys(screens).length} screens, ${Object.keys(parts).length} dictionary parts`,
);
