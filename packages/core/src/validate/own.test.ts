import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { optional, string } from 'superstruct';
import { afterEach, describe, expect, it } from 'vitest';
import { contract } from '../api';
import { object, omit } from './own';
import { validateWith } from './structs';

const prototype = Object.prototype as Record<string, unknown>;
afterEach(() => {
  delete prototype.password;
  delete prototype.status;
});

describe('payload structs read own properties only', () => {
  it('leaves a missing field missing even when Object.prototype carries it', () => {
    prototype.password = 'Pwn3d!Pwn3d';
    const edit = object({ id: string(), password: optional(string()) });
    const result = validateWith(edit, { id: '5' });
    expect(result).toEqual({ ok: true, value: { id: '5', password: undefined } });
    expect(result.ok && Object.hasOwn(result.value, 'password') ? result.value.password : undefined).toBe(
      undefined,
    );
    expect(validateWith(omit(edit, ['id']), {})).toMatchObject({ ok: true, value: { password: undefined } });
  });

  it('holds for the contract’s own payloads (the student edit of the reported takeover)', () => {
    prototype.password = 'Pwn3d!Pwn3d';
    prototype.status = 'active';
    const result = validateWith(contract.student.edit.payload, { id: 5, fullName: 'An', username: 'an' });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.password).toBeUndefined();
      expect(result.value.status).toBeUndefined();
    }
  });

  it('is how every package builds object structs', () => {
    const packages = join(__dirname, '..', '..', '..');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !path.endsWith(join('validate', 'own.ts'))) {
          const imports = readFileSync(path, 'utf8').match(/import \{[^}]*\} from 'superstruct'/g) ?? [];
          const names = imports.flatMap((line) => line.replace(/^import \{|\} from .*$/g, '').split(','));
          if (names.some((name) => /^(object|omit|type|partial|pick|assign)$/.test(name.trim())))
            offenders.push(relative(packages, path));
        }
      }
    };
    walk(packages);
    expect(offenders).toEqual([]);
  });
});
