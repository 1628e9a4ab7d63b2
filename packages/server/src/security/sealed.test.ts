import { describe, expect, it } from 'vitest';
import { seal, unseal } from './sealed';

describe('sealed settings', () => {
  it('seals a secret so the stored text shows nothing of it, and opens it again', () => {
    const sealed = seal('server-secret', 'DEMOSECRETKEYFORSANDBOX0123456789');
    expect(sealed).toMatch(/^sealed1:/);
    expect(sealed).not.toContain('DEMOSECRET');
    expect(seal('server-secret', 'DEMOSECRETKEYFORSANDBOX0123456789')).not.toBe(sealed);
    expect(unseal('server-secret', sealed)).toBe('DEMOSECRETKEYFORSANDBOX0123456789');
    expect(seal('server-secret', '')).toBe('');
  });

  it('reads a value stored before sealing as it is, and refuses one sealed under another server secret or altered', () => {
    expect(unseal('server-secret', 'plain-old-secret')).toBe('plain-old-secret');
    const sealed = seal('server-secret', 'gateway-key');
    expect(() => unseal('another-secret', sealed)).toThrow(/server secret/);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => unseal('server-secret', altered)).toThrow(/server secret/);
  });
});
