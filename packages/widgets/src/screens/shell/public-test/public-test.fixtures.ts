import type { PublicTest } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export function publicTestServer(open = true): Answers {
  return contractAnswers({
    publicTest: {
      get: (): PublicTest | null => {
        if (!open) return null;
        const now = new Date();
        return {
          id: 9,
          name: 'English placement test',
          description: 'Ten questions, fifteen minutes.',
          durationMinutes: 15,
          startedAt: now.toISOString(),
          deadline: new Date(now.getTime() + 15 * 60_000).toISOString(),
          now: now.toISOString(),
          ticket: '9.1.sig',
          questions: [
            {
              id: 1,
              kind: 'single',
              prompt: 'She ___ to school every day.',
              options: [
                { id: 'a', text: 'go' },
                { id: 'b', text: 'goes' },
              ],
              points: 1,
            },
            { id: 2, kind: 'short', prompt: 'ນະຄອນຫຼວງຂອງລາວ?', options: [], points: 1 },
          ],
        };
      },
      submit: ({ ticket }) =>
        ticket === '9.1.sig' ? { score: 2, maxScore: 2, passed: true } : refused(400, 'x'),
    },
  });
}
