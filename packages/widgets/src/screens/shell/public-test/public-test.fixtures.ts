import type { PublicTest } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

/** The open test (or none); `busy` refuses the first hand-in as an address over its limit would be. */
export function publicTestServer(open = true, options: { busy?: boolean } = {}): Answers {
  let refusals = options.busy ? 1 : 0;
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
      submit: ({ ticket }) => {
        if (refusals-- > 0)
          return refused(429, 'Có quá nhiều yêu cầu từ mạng của bạn. Vui lòng thử lại sau 3 phút.');
        return ticket === '9.1.sig' ? { score: 2, maxScore: 2, passed: true } : refused(400, 'x');
      },
    },
  });
}
