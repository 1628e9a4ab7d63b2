import { describe, expect, it } from 'vitest';
import {
  agreedLength,
  answersShown,
  creditReport,
  isAnswered,
  isCorrect,
  lessonStatus,
  measure,
  mergeIntervals,
  normalizeAnswer,
  passes,
  uncovered,
  watchedPercent,
  youtubeFailure,
} from '.';

describe('intervals', () => {
  it('merges, measures and finds what is not yet covered', () => {
    expect(
      mergeIntervals([
        [5, 10],
        [0, 3],
        [3, 4],
        [9, 12],
        [20, 20],
      ]),
    ).toEqual([
      [0, 4],
      [5, 12],
    ]);
    expect(
      measure([
        [0, 4],
        [5, 12],
      ]),
    ).toBe(11);
    expect(
      uncovered(
        [2, 15],
        [
          [0, 4],
          [5, 12],
        ],
      ),
    ).toEqual([
      [4, 5],
      [12, 15],
    ]);
    expect(uncovered([1, 3], [[0, 4]])).toEqual([]);
    expect(watchedPercent([[0, 79.99]], 100)).toBe(79);
    expect(watchedPercent([[0, 50]], 0)).toBe(0);
  });
});

describe('creditReport', () => {
  const rules = { duration: 100, seekRestricted: false, elapsed: 10 };
  const empty = { watched: [], furthest: 0 };

  it('credits honest playback in full', () => {
    expect(creditReport(empty, { intervals: [[0, 10]], rate: 1 }, rules)).toEqual({
      watched: [[0, 10]],
      furthest: 10,
      credited: 10,
      spent: 10 / 1.05,
    });
  });

  it('never credits more than the time that passed at the claimed rate, capped at 2×', () => {
    expect(creditReport(empty, { intervals: [[0, 100]], rate: 1 }, rules).credited).toBe(10.5);
    expect(creditReport(empty, { intervals: [[0, 100]], rate: 8 }, rules).credited).toBe(21);
    expect(creditReport(empty, { intervals: [[0, 100]], rate: Number.NaN }, rules).credited).toBe(10.5);
  });

  it('spends the wall-clock time the credit takes at the claimed rate, capped at 2×', () => {
    expect(creditReport(empty, { intervals: [[0, 100]], rate: 16 }, rules).spent).toBeCloseTo(10);
    expect(creditReport(empty, { intervals: [[0, 4.2]], rate: 2 }, rules).spent).toBeCloseTo(2);
  });

  it('credits seconds already watched at no cost, so a replay changes nothing', () => {
    const first = creditReport(empty, { intervals: [[0, 10]], rate: 1 }, rules);
    const replay = creditReport(first, { intervals: [[0, 10]], rate: 1 }, { ...rules, elapsed: 0 });
    expect(replay).toEqual({ watched: [[0, 10]], furthest: 10, credited: 0, spent: 0 });
  });

  it('with the seek restriction, ignores intervals starting past the furthest point reached', () => {
    const restricted = { ...rules, seekRestricted: true };
    const state = { watched: [[0, 10]] as Array<[number, number]>, furthest: 10 };
    expect(creditReport(state, { intervals: [[50, 60]], rate: 1 }, restricted).credited).toBe(0);
    expect(creditReport(state, { intervals: [[11, 20]], rate: 1 }, restricted).credited).toBe(9);
    expect(creditReport(state, { intervals: [[50, 60]], rate: 1 }, rules).credited).toBe(10);
  });

  it('clamps intervals to the video and drops empty or reversed ones', () => {
    expect(
      creditReport(
        empty,
        {
          intervals: [
            [95, 130],
            [40, 30],
          ],
          rate: 1,
        },
        rules,
      ).watched,
    ).toEqual([[95, 100]]);
  });
});

describe('agreedLength', () => {
  it('needs three claims within 2 s of one, and prefers the longer length on a tie', () => {
    expect(agreedLength([300, 301.5])).toBeNull();
    expect(agreedLength([300, 301.5, 250, 1, 1])).toBeNull();
    expect(agreedLength([300, 301.5, 250, 299])).toBe(300);
    expect(agreedLength([1, 1, 1, 300, 300, 300, 300])).toBe(300);
    expect(agreedLength([10, 11, 12, 13, 14])).toBe(12);
    expect(agreedLength([10, 10, 10, 20, 20, 20])).toBe(20);
  });
});

describe('grading', () => {
  it('needs every correct option and no other', () => {
    const multiple = { kind: 'multiple' as const, correct: ['a', 'c'], match: 'exact' as const };
    expect(isCorrect(multiple, ['c', 'a'])).toBe(true);
    expect(isCorrect(multiple, ['a'])).toBe(false);
    expect(isCorrect(multiple, ['a', 'b', 'c'])).toBe(false);
    const single = { kind: 'single' as const, correct: ['b'], match: 'exact' as const };
    expect(isCorrect(single, ['b', 'b'])).toBe(true);
    expect(isCorrect(single, ['a', 'b'])).toBe(false);
  });

  it('compares short answers exactly or normalized, keeping diacritics', () => {
    const loose = { kind: 'short' as const, correct: ['Hà Nội'], match: 'normalized' as const };
    expect(isCorrect(loose, ['  hà   nội. '])).toBe(true);
    expect(isCorrect(loose, ['Ha Noi'])).toBe(false);
    expect(isCorrect(loose, [''])).toBe(false);
    const strict = { ...loose, match: 'exact' as const };
    expect(isCorrect(strict, ['hà nội'])).toBe(false);
    expect(isCorrect(strict, [' Hà Nội '])).toBe(true);
    expect(normalizeAnswer('Ha\u0300 Nội')).toBe('hà nội');
  });

  it('counts a blank short answer or an empty choice as no answer', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered(['  '])).toBe(false);
    expect(isAnswered(['false'])).toBe(true);
    expect(isAnswered(['Hà Nội'])).toBe(true);
  });

  it('passes at the pass mark', () => {
    expect(passes(8, 10, 80)).toBe(true);
    expect(passes(7, 10, 80)).toBe(false);
    expect(passes(0, 0, 80)).toBe(false);
    expect(passes(0, 0, 0)).toBe(false);
  });

  it('shows the answers after every attempt only when chosen, else once no attempt is left', () => {
    expect(answersShown('always', 3)).toBe(true);
    expect(answersShown('afterLastAttempt', 1)).toBe(false);
    expect(answersShown('afterLastAttempt', 0)).toBe(true);
    expect(answersShown('afterLastAttempt', null)).toBe(false);
    expect(answersShown('never', 0)).toBe(false);
  });
});

describe('lessonStatus', () => {
  const progress = { completed: true, percent: 100, courseProgress: 0 };
  it('claims nothing for a visitor or staff, whatever was recorded', () => {
    expect(lessonStatus({ viewer: 'visitor', watched: false, threshold: 80, progress })).toEqual({
      state: 'notCounted',
      viewer: 'visitor',
    });
    expect(lessonStatus({ viewer: 'staff', watched: true, threshold: 80, progress }).state).toBe(
      'notCounted',
    );
  });

  it('gives a learner one state: completed, watched so far, or waiting', () => {
    const learner = { viewer: 'learner' as const, threshold: 80 };
    expect(
      lessonStatus({ ...learner, watched: true, progress: { ...progress, courseProgress: 25 } }),
    ).toEqual({ state: 'completed', courseProgress: 25 });
    const half = { completed: false, percent: 40, courseProgress: 25 };
    expect(lessonStatus({ ...learner, watched: true, progress: half })).toEqual({
      state: 'watching',
      percent: 40,
      threshold: 80,
      courseProgress: 25,
    });
    expect(lessonStatus({ ...learner, watched: false, progress: half }).state).toBe('pending');
  });
});

describe('youtubeFailure', () => {
  it('reads the IFrame API’s error codes', () => {
    expect(youtubeFailure(100)).toBe('unavailable');
    expect(youtubeFailure(101)).toBe('notEmbeddable');
    expect(youtubeFailure(150)).toBe('notEmbeddable');
    expect(youtubeFailure(2)).toBe('playerError');
    expect(youtubeFailure(153)).toBe('playerError');
  });
});
