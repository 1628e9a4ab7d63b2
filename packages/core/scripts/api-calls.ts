/** `pnpm --filter @saola/core api:calls`: writes src/api/calls.ts, the contract's call table, from the contract. */
import { writeFileSync } from 'node:fs';
import { callsFile } from '../src/api/calls-file';

writeFileSync(new URL('../src/api/calls.ts', import.meta.url), callsFile());
console.log('wrote src/api/calls.ts from the contract');
