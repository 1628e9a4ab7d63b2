import type { AnyEndpoint } from '../http/endpoint';
import { contract } from './api';

/** A call table line: what callOf reads back. */
export const callLine = (endpoint: AnyEndpoint) =>
  `${endpoint.method} ${endpoint.path} ${endpoint.access}${endpoint.multipart ? ' multipart' : ''}`;

/**
 * The text of calls.ts, derived from the contract: `pnpm --filter @saola/core api:calls` writes it, and a test
 * fails while the file differs, so the table the browser carries cannot drift from the contract.
 */
export function callsFile(): string {
  const areas = Object.entries(contract).map(
    ([area, endpoints]) =>
      `  ${area}: {\n${Object.entries(endpoints as Record<string, AnyEndpoint>)
        .map(([name, endpoint]) => `    ${name}: '${callLine(endpoint)}',\n`)
        .join('')}  },\n`,
  );
  return [
    '// Generated from the contract (api.ts) by `pnpm --filter @saola/core api:calls`: do not edit by hand. A',
    '// test fails while this file differs from what the contract gives.',
    "import type { CallTable } from './create-api';",
    '',
    "/** Each endpoint's method and path, without its payload struct: all the browser's typed calls carry. */",
    `export const CALLS: CallTable = {\n${areas.join('')}};`,
    '',
  ].join('\n');
}
