import type { QuizAuthoring } from '@saola/core/api';

export const authoredQuiz: QuizAuthoring = {
  idLesson: 3,
  passPercent: 80,
  attemptsAllowed: 2,
  timeLimitMinutes: null,
  shuffle: false,
  showAnswers: 'afterLastAttempt',
  questions: [
    {
      id: 301,
      kind: 'single',
      prompt: '“Hello” means?',
      options: [
        { id: 'a', text: 'Xin chào' },
        { id: 'b', text: 'Tạm biệt' },
      ],
      correct: ['a'],
      match: 'normalized',
      points: 2,
    },
    {
      id: 302,
      kind: 'short',
      prompt: 'Reply to “How are you?”',
      options: [],
      correct: ['Fine, thank you'],
      match: 'normalized',
      points: 1,
    },
  ],
};
