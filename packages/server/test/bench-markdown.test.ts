import { describe, expect, it } from 'vitest';
import { benchMarkdown } from '../bench/markdown';

const line = (name: string, requests: number) => ({ name, requests, p50: 10, p99: 20, errors: 0 });

describe('the bench run as the README shows it', () => {
  it('gives each line its share of its own run’s ceiling and marks those below their database’s goal', () => {
    const text = benchMarkdown({
      api: {
        at: '2026-11-29T00:40:00.000Z',
        seconds: 3,
        only: [],
        results: [
          {
            database: 'PGlite',
            rows: [line('ceiling (constant route)', 20_000), line('students', 50), line('courses', 30)],
            scenarios: null,
          },
          {
            database: 'PostgreSQL',
            rows: [line('ceiling (constant route)', 30_000), line('students', 240), line('courses', 600)],
            scenarios: null,
          },
        ],
      },
    });
    // 50 of 20,000 is 0.25 % (PGlite's goal 0.2 %: met); 240 of 30,000 is 0.80 % (PostgreSQL's 1 %: not met).
    expect(text).toContain('| students | 50 · 0.25 % (10 / 20 ms) | 240 · 0.80 % ✗ (10 / 20 ms) |');
    expect(text).toContain('| courses | 30 · 0.15 % ✗ (10 / 20 ms) | 600 · 2.00 % (10 / 20 ms) |');
  });

  it('marks a page whose LCP is over its profile’s goal', () => {
    const text = benchMarkdown({
      frontEnd: {
        at: '2026-11-29T01:00:00.000Z',
        rows: [
          { profile: 'slow4g', page: 'sign-in', 'LCP ms': 2_400, 'LCP goal ms': 2_500 },
          { profile: 'slow4g', page: 'lesson', 'LCP ms': 5_100, 'LCP goal ms': 2_500 },
        ],
      },
    });
    expect(text).toContain('| sign-in | 2,400 (2,500) |');
    expect(text).toContain('| lesson | 5,100 (2,500) ✗ |');
  });
});
