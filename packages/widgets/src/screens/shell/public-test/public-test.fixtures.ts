import type { PublicTest, PublicTestAbout } from '@saola/core/api';
import { contractAnswers, refused } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

/**
 * The open test (or none); `busy` refuses the first hand-in as an address over its limit would be;
 * `passPercent` is its pass mark (0: none set) and `score` what the hand-in earns out of 2.
 */
export function publicTestServer(
  open = true,
  options: { busy?: boolean; passPercent?: number; score?: number } = {},
): Answers {
  let refusals = options.busy ? 1 : 0;
  const passPercent = options.passPercent ?? 50;
  const score = options.score ?? 2;
  const about: PublicTestAbout = {
    id: 9,
    name: 'English placement test',
    description: 'Find the class that fits you.',
    durationMinutes: 15,
    questionCount: 2,
    passPercent,
  };
  return contractAnswers({
    publicTest: {
      about: (): PublicTestAbout | null => (open ? about : null),
      get: (): PublicTest | null => {
        if (!open) return null;
        const now = new Date();
        return {
          id: about.id,
          name: about.name,
          description: about.description,
          durationMinutes: about.durationMinutes,
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
        return ticket === '9.1.sig'
          ? { score, maxScore: 2, passed: score * 100 >= passPercent * 2, passPercent }
          : refused(400, 'x');
      },
    },
  });
}
