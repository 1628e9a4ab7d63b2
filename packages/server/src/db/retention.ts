import type { Db } from './connect';

const DAY_MS = 86_400_000;

/**
 * How long sign-in attempts are kept: lockouts read minutes of them and the dashboard 30 days, and a year's
 * reports compare a month with the same month a year before.
 */
export const SIGN_IN_HISTORY_DAYS = 400;

/**
 * Deletes what has served its purpose, so tables that grow with every request do not grow for ever:
 * sign-in codes past their minute, sign-in attempts past their history,
 * guessed codes past the day (their windows last minutes).
 */
export async function forgetExpired(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('signInCodes').where('expiresAt', '<', now).execute();
  await db
    .deleteFrom('accountCodes')
    .where('expiresAt', '<', new Date(now.getTime() - DAY_MS))
    .execute();
  await db
    .deleteFrom('accountRequests')
    .where('createdAt', '<', new Date(now.getTime() - DAY_MS))
    .execute();
  await db
    .deleteFrom('signInAttempts')
    .where('createdAt', '<', new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS))
    .execute();
  await db
    .deleteFrom('guessAttempts')
    .where('createdAt', '<', new Date(now.getTime() - DAY_MS))
    .execute();
}
