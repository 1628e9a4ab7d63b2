import type { MarketingTools } from '@saola/core/api';
import { contractAnswers } from '../../../../test/contract-fake';
import type { Answers } from '../../../../test/fake-saola';

export const TOOLS: MarketingTools = {
  isOnFbComment: true,
  fbAppId: '123456789012345',
  gaMeasurementId: 'G-ABC123XYZ9',
  gtmContainerId: null,
  fbPixelId: null,
};

/** The marketing calls over one in-memory setting; the payload is validated by the contract's own struct. */
export function marketingServer(initial: MarketingTools = TOOLS): Answers {
  let tools = { ...initial };
  return contractAnswers({
    marketingTools: {
      get: () => tools,
      edit: (payload) => {
        tools = {
          isOnFbComment: payload.isOnFbComment,
          fbAppId: payload.fbAppId || null,
          gaMeasurementId: payload.gaMeasurementId || null,
          gtmContainerId: payload.gtmContainerId || null,
          fbPixelId: payload.fbPixelId || null,
        };
        return tools;
      },
    },
  });
}
