import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './passwords';

describe('PasswordHasher', () => {
  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hasher = new PasswordHasher();
    expect(await hasher.algorithm()).toBe('argon2id');
    const hash = await hasher.hash('Saola@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(hash, 'Saola@2026')).toBe(true);
    expect(await hasher.verify(hash, 'saola@2026')).toBe(false);
    expect(await hasher.verify('garbage', 'Saola@2026')).toBe(false);
  });

  it('falls back to scrypt and still verifies hashes of either kind', async () => {
    const fallback = new PasswordHasher(1, 10, 'scrypt');
    expect(await fallback.algorithm()).toBe('scrypt');
    const hash = await fallback.hash('Mật khẩu@1');
    expect(hash).toMatch(/^\$scrypt\$N=131072,r=8,p=1\$/);
    expect(await fallback.verify(hash, 'Mật khẩu@1')).toBe(true);
    expect(await fallback.verify(hash, 'Mật khẩu@2')).toBe(false);
    expect(await new PasswordHasher().verify(hash, 'Mật khẩu@1')).toBe(true);
    expect(await fallback.verify('$scrypt$N=1$$', 'x')).toBe(false);
  });

  it('runs no more hashes at once than its concurrency and reports a full queue', async () => {
    const hasher = new PasswordHasher(1, 2);
    const pending = [hasher.hash('a'), hasher.hash('b'), hasher.hash('c')];
    // One turn of the event loop queues every call; a hash itself takes tens of milliseconds.
    await new Promise((resolve) => setImmediate(resolve));
    expect(hasher.hasRoom).toBe(false);
    await Promise.all(pending);
    expect(hasher.hasRoom).toBe(true);
    expect(await hasher.verifyNobody('x')).toBe(false);
  });
});
