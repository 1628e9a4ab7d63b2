/** `pnpm --filter @saola/core api:calls`: writes src/api/session-calls.ts and calls.ts, the contract's call table. */
import { writeFileSync } from 'node:fs';
import { callsFiles } from '../src/api/calls-file';

for (const [file, text] of Object.entries(callsFiles()))
  writeFileSync(new URL(`../src/api/${file}`, import.meta.url), text);
console.log('wrote src/api/session-calls.ts and calls.ts from the contract');
