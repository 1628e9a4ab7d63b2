import { describe, expect, it } from 'vitest';
import { dropLesson, moveChapter, moveLesson, type Order } from './reorder';

const order: Order = [
  { id: 1, lessons: [11, 12] },
  { id: 2, lessons: [21] },
  { id: 3, lessons: [] },
];

describe('curriculum moves', () => {
  it('moves a lesson within its chapter, then across chapter boundaries', () => {
    expect(moveLesson(order, 12, -1)[0]?.lessons).toEqual([12, 11]);
    expect(moveLesson(order, 12, 1).map((c) => c.lessons)).toEqual([[11], [12, 21], []]);
    expect(moveLesson(order, 21, 1).map((c) => c.lessons)).toEqual([[11, 12], [], [21]]);
    expect(moveLesson(order, 11, -1)).toBe(order);
  });

  it('moves chapters, staying put at the ends', () => {
    expect(moveChapter(order, 2, -1).map((c) => c.id)).toEqual([2, 1, 3]);
    expect(moveChapter(order, 3, 1)).toBe(order);
  });

  it('drops a lesson before another or at the end of a chapter', () => {
    expect(dropLesson(order, 21, 1, 12).map((c) => c.lessons)).toEqual([[11, 21, 12], [], []]);
    expect(dropLesson(order, 11, 3, null).map((c) => c.lessons)).toEqual([[12], [21], [11]]);
    expect(dropLesson(order, 11, 1, 11)).toBe(order);
  });
});
