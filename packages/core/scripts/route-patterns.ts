/**
 * `pnpm --filter @saola/core routes:patterns`: writes src/routes/patterns.ts, each screen's address pattern
 * (the first of its routes) from the manifest. pathTo reads that table rather than SCREENS, so a page with a
 * link does not download every screen's title, access and menu place; a test fails while it differs.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestPatterns } from '../src/routes/registered';

const FILE = join(import.meta.dirname, '..', 'src', 'routes', 'patterns.ts');
const rows = Object.entries(manifestPatterns()).map(([screen, pattern]) => `  ${screen}: '${pattern}',`);

writeFileSync(
  FILE,
  `// Generated from the screen manifest by \`pnpm --filter @saola/core routes:patterns\`: do not edit by hand. A
// test fails while this file differs from what SCREENS gives.
import type { LinkedScreen } from './paths';

/** Each screen's address pattern, the first of its routes: what pathTo fills. */
export const PATTERNS: Record<LinkedScreen, string> = {
${rows.join('\n')}
};
`,
);
execFileSync('npx', ['biome', 'format', '--write', FILE], { stdio: 'ignore' });
