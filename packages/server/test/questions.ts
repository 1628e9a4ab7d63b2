/** A single-choice question of two options, `a` and `b`, as an author saves it in a quiz or an exam. */
export const twoOptionQuestion = (
  prompt: string,
  [a, b]: [string, string],
  correct: 'a' | 'b',
  points = 2,
) => ({
  kind: 'single',
  prompt,
  options: [
    { id: 'a', text: a },
    { id: 'b', text: b },
  ],
  correct: [correct],
  points,
});
