import { describe, expect, it } from 'vitest';
import { termAverage } from './term-average';

describe('termAverage', () => {
  it('is the weighted mean of the scores given, by score factor', () => {
    // Oral 8 (×1), 15-minute 6 (×1), midterm 7 (×2), final 9 (×3): (8 + 6 + 14 + 27) / 7 = 7.857…
    expect(
      termAverage([
        { score: 8, factor: 1 },
        { score: 6, factor: 1 },
        { score: 7, factor: 2 },
        { score: 9, factor: 3 },
      ]),
    ).toBe(7.9);
    expect(termAverage([{ score: 5, factor: 3 }])).toBe(5);
    expect(
      termAverage(
        [
          { score: 10, factor: 1 },
          { score: 4, factor: 2 },
        ],
        2,
      ),
    ).toBe(6);
  });

  it('is empty, not 0, when no score is given yet', () => {
    expect(termAverage([])).toBeNull();
    expect(
      termAverage([
        { score: null, factor: 1 },
        { score: undefined, factor: 3 },
      ]),
    ).toBeNull();
  });

  it('leaves out the columns with no score, and counts a real 0', () => {
    expect(
      termAverage([
        { score: 9, factor: 1 },
        { score: null, factor: 3 },
      ]),
    ).toBe(9);
    expect(
      termAverage([
        { score: 0, factor: 1 },
        { score: 6, factor: 2 },
      ]),
    ).toBe(4);
  });

  it('rounds half up as on paper', () => {
    // (7 + 7.5) / 2 = 7.25 → 7.3
    expect(
      termAverage([
        { score: 7, factor: 1 },
        { score: 7.5, factor: 1 },
      ]),
    ).toBe(7.3);
    // (6.5 + 8 × 2) / 3 = 7.5
    expect(
      termAverage([
        { score: 6.5, factor: 1 },
        { score: 8, factor: 2 },
      ]),
    ).toBe(7.5);
  });

  it('refuses a factor outside 1–3 and a score that is not a number', () => {
    expect(() => termAverage([{ score: 5, factor: 0 }])).toThrow(RangeError);
    expect(() => termAverage([{ score: 5, factor: 4 }])).toThrow(RangeError);
    expect(() => termAverage([{ score: 5, factor: 1.5 }])).toThrow(RangeError);
    expect(() => termAverage([{ score: Number.NaN, factor: 1 }])).toThrow(RangeError);
  });
});
