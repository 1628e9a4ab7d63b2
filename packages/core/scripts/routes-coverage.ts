/**
 * `pnpm routes:coverage`: every path of SPEC §2 with whether a working screen is registered for it, and the
 * totals, so anyone can see how much of the product exists.
 */
import { type Area, routeCoverage } from '../src/routes';

const rows = routeCoverage();
const AREAS: Record<Area, string> = {
  public: 'Public',
  admin: 'Owner/teacher area',
  student: 'Student area',
};
const percent = (part: number, whole: number) => `${whole ? Math.round((part / whole) * 100) : 0} %`;

for (const area of Object.keys(AREAS) as Area[]) {
  const mine = rows.filter((row) => row.area === area);
  const done = mine.filter((row) => row.registered).length;
  console.log(`\n${AREAS[area]}: ${done} of ${mine.length} registered (${percent(done, mine.length)})`);
  for (const row of mine) console.log(`  ${row.registered ? '✔' : '·'} ${row.path}`);
}
const done = rows.filter((row) => row.registered).length;
console.log(
  `\nTotal: ${done} of ${rows.length} routes have a working screen (${percent(done, rows.length)}).`,
);
