import type { Chapter } from '@saola/core/api';

/** Chapters as ids only: what a move changes and what the server is sent. */
export type Order = Array<{ id: number; lessons: number[] }>;

export const orderOf = (chapters: readonly Chapter[]): Order =>
  chapters.map((chapter) => ({ id: chapter.id, lessons: chapter.lessons.map((lesson) => lesson.id) }));

/** Moves a chapter one place up (-1) or down (+1); at either end nothing changes. */
export function moveChapter(order: Order, id: number, delta: -1 | 1): Order {
  const from = order.findIndex((chapter) => chapter.id === id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= order.length) return order;
  const next = [...order];
  [next[from], next[to]] = [next[to] as Order[number], next[from] as Order[number]];
  return next;
}

/**
 * Moves a lesson one place up or down, as a keyboard user would: past the first lesson of a chapter it goes to
 * the end of the chapter before; past the last, to the start of the chapter after.
 */
export function moveLesson(order: Order, id: number, delta: -1 | 1): Order {
  const c = order.findIndex((chapter) => chapter.lessons.includes(id));
  if (c < 0) return order;
  const lessons = order[c]?.lessons ?? [];
  const i = lessons.indexOf(id);
  const next = order.map((chapter) => ({ ...chapter, lessons: [...chapter.lessons] }));
  const here = next[c] as Order[number];
  if (i + delta >= 0 && i + delta < lessons.length) {
    here.lessons.splice(i, 1);
    here.lessons.splice(i + delta, 0, id);
    return next;
  }
  const neighbour = next[c + delta];
  if (!neighbour) return order;
  here.lessons.splice(i, 1);
  if (delta < 0) neighbour.lessons.push(id);
  else neighbour.lessons.unshift(id);
  return next;
}

/** Drops a dragged lesson before another lesson, or at the end of a chapter when `before` is null. */
export function dropLesson(order: Order, id: number, idChapter: number, before: number | null): Order {
  if (id === before) return order;
  const next = order.map((chapter) => ({ ...chapter, lessons: chapter.lessons.filter((l) => l !== id) }));
  const target = next.find((chapter) => chapter.id === idChapter);
  if (!target) return order;
  const at = before === null ? -1 : target.lessons.indexOf(before);
  if (at < 0) target.lessons.push(id);
  else target.lessons.splice(at, 0, id);
  return next;
}
