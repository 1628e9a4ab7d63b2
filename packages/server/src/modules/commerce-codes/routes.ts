import { batchRoutes } from './batches';
import { codeListRoutes } from './code-list';
import { exportRoutes } from './export';
import { redeemRoutes } from './redeem';

/** Activation codes: batches, their codes, the Excel export and the learner's redemption. */
export const activeCodeRoutes = [...batchRoutes, ...codeListRoutes, ...exportRoutes, ...redeemRoutes];
