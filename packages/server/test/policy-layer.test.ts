import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const POLICY = join(import.meta.dirname, '..', 'src', 'policy');

describe('the policy layer', () => {
  it('sits below the modules: no rule imports a module, so every module can use every rule', () => {
    const files = readdirSync(POLICY).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(0);
    const reaching = files.flatMap((name) =>
      [...readFileSync(join(POLICY, name), 'utf8').matchAll(/from '([^']+)'/g)]
        .map((match) => match[1] as string)
        .filter((path) => path.includes('/modules/') || path.startsWith('../modules'))
        .map((path) => `${name} → ${path}`),
    );
    expect(reaching).toEqual([]);
  });
});
