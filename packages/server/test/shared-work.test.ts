import { describe, expect, it } from 'vitest';
import { sharedWork } from '../src/http/shared-work';

describe('shared work', () => {
  it('answers identical questions asked meanwhile once, and asks again once it has settled', async () => {
    const shared = sharedWork<number>();
    const db = {};
    let computed = 0;
    let finish: (value: number) => void = () => {};
    const work = () => {
      computed += 1;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = shared(db, 'q', work);
    const second = shared(db, 'q', work);
    const other = shared({}, 'q', () => Promise.resolve(7));
    finish(42);
    expect(await Promise.all([first, second, other])).toEqual([42, 42, 7]);
    expect(computed).toBe(1);
    const again = shared(db, 'q', work);
    finish(43);
    expect(await again).toBe(43);
    expect(computed).toBe(2);
  });

  it('does not keep a failure', async () => {
    const shared = sharedWork<number>();
    const db = {};
    await expect(shared(db, 'q', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await shared(db, 'q', () => Promise.resolve(1))).toBe(1);
  });
});
