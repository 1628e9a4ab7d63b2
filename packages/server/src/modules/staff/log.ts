import type { StaffAction, StaffEntity } from '@saola/core/api';
import type { TranslationKey } from '@saola/core/i18n';
import type { SignedInContext } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { ScopedDb } from '../../http/scoped';

/** One change staff made, as the log keeps it. */
export interface StaffChange {
  action: StaffAction;
  entity: StaffEntity;
  idEntity: number | null;
  entityName: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one entry of the append-only staff log. Call it with the transaction's `tx`, inside the transaction
 * that makes the change, so the change and its entry are saved together or not at all.
 */
export async function writeStaffLog(db: ScopedDb, ctx: SignedInContext<unknown>, change: StaffChange) {
  await db
    .insert('staffLogs', {
      idActor: ctx.auth.user.id,
      actorName: ctx.auth.user.fullName,
      action: change.action,
      entity: change.entity,
      idEntity: change.idEntity,
      entityName: change.entityName,
      before: change.before ? JSON.stringify(change.before) : null,
      after: change.after ? JSON.stringify(change.after) : null,
    })
    .execute();
}

/**
 * Refuses an attempt (self-promotion, granting a right one does not hold, editing the owner): the attempt is
 * logged as refused, with what was asked, and the request answers 403 with the reason.
 */
export async function refuse(
  ctx: SignedInContext<unknown>,
  change: Omit<StaffChange, 'action'>,
  reason: TranslationKey,
): Promise<never> {
  await writeStaffLog(ctx.db, ctx, { ...change, action: 'refused', before: { reason } });
  throw new HttpError(403, reason);
}

/** The fields whose values differ, with their values before and after. */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      was[key] = before[key] ?? null;
      now[key] = after[key] ?? null;
    }
  }
  return { before: was, after: now };
}
