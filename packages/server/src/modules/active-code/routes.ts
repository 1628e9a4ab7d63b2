import { batchRoutes } from './batches';
import { codeListRoutes } from './code-list';
import { redeemRoutes } from './redeem';

/** Activation codes: batches, their codes, the Excel export and the learner's redemption. */
export const activeCodeRoutes = [...batchRoutes, ...codeListRoutes, ...redeemRoutes];
