import type { AnyEndpoint } from '../http/endpoint';
import { contract } from './api';

/** A call table line: what callOf reads back. */
export const callLine = (endpoint: AnyEndpoint) =>
  `${endpoint.method} ${endpoint.path} ${endpoint.access}${endpoint.multipart ? ' multipart' : ''}`;

/** The areas the session itself calls (signing in and out, the school's configuration, the unread count). */
export const SESSION_AREAS = ['auth', 'config', 'notification'] as const;

const HEADER = [
  '// Generated from the contract (api.ts) by `pnpm --filter @saola/core api:calls`: do not edit by hand. A',
  '// test fails while this file differs from what the contract gives.',
  "import type { CallTable } from './create-api';",
  '',
];

function areaLines(session: boolean): string {
  return Object.entries(contract)
    .filter(([area]) => (SESSION_AREAS as readonly string[]).includes(area) === session)
    .map(
      ([area, endpoints]) =>
        `  ${area}: {\n${Object.entries(endpoints as Record<string, AnyEndpoint>)
          .map(([name, endpoint]) => `    ${name}: '${callLine(endpoint)}',\n`)
          .join('')}  },\n`,
    )
    .join('');
}

const sessionType = SESSION_AREAS.map((area) => `'${area}'`).join(' | ');

/**
 * The texts of session-calls.ts and calls.ts, derived from the contract: `pnpm --filter @saola/core api:calls`
 * writes them, and a test fails while a file differs, so the table the browser carries cannot drift from the
 * contract. The session's areas are in every page; the others are a chunk of their own (loadCalls).
 */
export function callsFiles(): { 'session-calls.ts': string; 'calls.ts': string } {
  return {
    'session-calls.ts': [
      ...HEADER,
      "/** The session's calls, in every page: what signing in, the school's configuration and the bell make. */",
      `export const SESSION_CALLS: Pick<CallTable, ${sessionType}> = {\n${areaLines(true)}};`,
      '',
    ].join('\n'),
    'calls.ts': [
      ...HEADER,
      "/** Every other endpoint's method and path, without its payload struct: fetched before any screen shows. */",
      `export const CALLS: Omit<CallTable, ${sessionType}> = {\n${areaLines(false)}};`,
      '',
    ].join('\n'),
  };
}
