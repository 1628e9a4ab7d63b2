/**
 * `pnpm bench:markdown`: the last `pnpm bench` run (the repository's bench/results.json) as the README's tables, so that what the
 * README shows is one run as it was measured, each line next to its goal (issue 34: at least 1 % of the run's
 * ceiling on PostgreSQL, 0.2 % on the embedded database; LCP within each profile's goal).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface Measured {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}
interface Row extends Measured {
  name: string;
}
interface Rush {
  start: { p50: number; p99: number };
  submit: { p50: number; p99: number };
  errors: number;
  seconds: number;
}
interface Transfer {
  rows: number;
  seconds: number;
  peakRssMiB: number;
}
interface DatabaseResult {
  database: string;
  rows: Row[];
  scenarios: Partial<{
    storm: { signIn: Measured; configQuiet: Measured; configDuringStorm: Measured };
    reports: { reports: Measured; readerQuiet: Measured; readerDuring: Measured };
    exam: Rush;
    scheduled: Rush;
    exported: Transfer;
    imported: Transfer;
    accounts: Transfer;
  }> | null;
}
interface Results {
  api?: { at: string; seconds: number; only: string[]; results: DatabaseResult[] };
  frontEnd?: {
    at: string;
    rows: Array<{ profile: string; page: string; 'LCP ms': number; 'LCP goal ms': number | string }>;
  };
}

/** The share of the ceiling each database's lines must reach (issue 34). */
const GOAL: Record<string, number> = { PGlite: 0.2, PostgreSQL: 1 };
const CEILING = 'ceiling (constant route)';

const number = (n: number) => n.toLocaleString('en-US');
const share = (requests: number, ceiling: number) => (100 * requests) / Math.max(1, ceiling);
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export function benchMarkdown(results: Results): string {
  const out: string[] = [];
  const api = results.api;
  if (api) {
    const [first, ...others] = api.results;
    const databases = api.results.map((r) => r.database);
    const ceilings = new Map(
      api.results.map((r) => [r.database, r.rows.find((row) => row.name === CEILING)?.requests ?? 0]),
    );
    const cell = (database: string, row: Row | undefined) => {
      if (!row) return '—';
      if (row.name === CEILING) return `${number(row.requests)} (${row.p50} / ${row.p99} ms)`;
      const pct = share(row.requests, ceilings.get(database) ?? 0);
      const mark = pct >= (GOAL[database] ?? 0) ? '' : ' ✗';
      return `${number(row.requests)} · ${pct.toFixed(2)} %${mark} (${row.p50} / ${row.p99} ms)`;
    };
    out.push(
      `API, ${api.at.slice(0, 16).replace('T', ' ')} UTC, ${api.seconds} s a line${api.only.length ? `, only ${api.only.join(',')}` : ''}: req/s · share of the run's ceiling (p50 / p99 ms); ✗ below the goal (${Object.entries(
        GOAL,
      )
        .map(([d, g]) => `${d} ${g} %`)
        .join(', ')})`,
      '',
      table(
        ['endpoint', ...databases],
        (first?.rows ?? []).map((row) => [
          row.name,
          cell(first?.database ?? '', row),
          ...others.map((r) =>
            cell(
              r.database,
              r.rows.find((o) => o.name === row.name),
            ),
          ),
        ]),
      ),
    );
    const scenarios = api.results.flatMap((r) =>
      r.scenarios ? [{ database: r.database, ...r.scenarios }] : [],
    );
    const rows: string[][] = [];
    const line = (label: string, pick: (s: (typeof scenarios)[number]) => string | undefined) => {
      const cells = scenarios.map((s) => pick(s) ?? '—');
      if (cells.some((c) => c !== '—')) rows.push([label, ...cells]);
    };
    line('a reader’s p99, quiet → while 4 clients ask for the general report', (s) =>
      s.reports ? `${s.reports.readerQuiet.p99} → ${s.reports.readerDuring.p99} ms` : undefined,
    );
    line('sign-in (argon2id): req/s, p99; a reader’s p99 quiet → during', (s) =>
      s.storm
        ? `${s.storm.signIn.requests} req/s, ${s.storm.signIn.p99} ms; ${s.storm.configQuiet.p99} → ${s.storm.configDuringStorm.p99} ms`
        : undefined,
    );
    for (const [key, label] of [
      ['exam', 'exam rush on a quiz, 300 learners: start p50 / p99; submit p50 / p99'],
      ['scheduled', 'exam rush on a scheduled exam: start; submit'],
    ] as const)
      line(label, (s) => {
        const rush = s[key];
        return rush
          ? `${rush.start.p50} / ${rush.start.p99}; ${rush.submit.p50} / ${rush.submit.p99} ms (${rush.errors} errors)`
          : undefined;
      });
    for (const [key, label] of [
      ['exported', 'export of 100,000 report rows to .xlsx'],
      ['imported', 'import of 100,000 scores from .csv'],
      ['accounts', 'import of learner accounts from .csv'],
    ] as const)
      line(label, (s) => {
        const run = s[key];
        return run ? `${run.seconds} s, +${run.peakRssMiB} MiB` : undefined;
      });
    if (rows.length) out.push('', table(['scenario', ...scenarios.map((s) => s.database)], rows));
  }
  const front = results.frontEnd;
  if (front) {
    const profiles = [...new Set(front.rows.map((r) => r.profile))];
    const pages = [...new Set(front.rows.map((r) => r.page))];
    out.push(
      '',
      `Front end in Chromium, ${front.at.slice(0, 16).replace('T', ' ')} UTC (cold cache, median of 3): LCP ms (goal); ✗ over it`,
      '',
      table(
        ['page', ...profiles],
        pages.map((page) => [
          page,
          ...profiles.map((profile) => {
            const row = front.rows.find((r) => r.page === page && r.profile === profile);
            if (!row) return '—';
            const goal = row['LCP goal ms'];
            const over = typeof goal === 'number' && row['LCP ms'] > goal ? ' ✗' : '';
            return `${number(row['LCP ms'])}${typeof goal === 'number' ? ` (${number(goal)})` : ''}${over}`;
          }),
        ]),
      ),
    );
  }
  return `${out.join('\n')}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = fileURLToPath(new URL('../../../bench/results.json', import.meta.url));
  process.stdout.write(benchMarkdown(JSON.parse(readFileSync(file, 'utf8')) as Results));
}
