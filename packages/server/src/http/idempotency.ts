import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AnyEndpoint } from '@saola/core/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import type { Auth, Outcome, Services } from './context';
import { HttpError } from './errors';

/** How long a reply is kept for its key: a retry comes within seconds, a tab reopened the next day is new. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A first request unanswered this long ended with its process: far past REQUEST_TIMEOUT_MS (app.ts). */
const ABANDONED_MS = 5 * 60_000;
/** How long a duplicate waits for the first request's reply before it is told to try again (409). */
const WAIT_MS = 10_000;
const POLL_MS = 25;

/** What a key is, as UUIDs and other clients' keys are: visible ASCII, not a payload of its own. */
const KEY = /^[\x21-\x7e]{1,200}$/;

export interface Claim {
  idSite: number;
  idUser: number;
  key: string;
  /** A digest of the request the key came with. */
  request: string;
}

/**
 * The claim of a signed-in POST that carries an Idempotency-Key, or undefined when it does not apply (no key,
 * nobody signed in, or an endpoint whose reply must not be kept).
 */
export function claimOf(
  request: FastifyRequest,
  endpoint: AnyEndpoint,
  auth: Auth | null,
  payload: unknown,
): Claim | undefined {
  const key = request.headers['idempotency-key'];
  if (endpoint.method !== 'POST' || key === undefined || !auth || endpoint.rememberReply === false)
    return undefined;
  if (typeof key !== 'string' || !KEY.test(key)) throw new HttpError(400, 'validation.invalidParameter');
  const digest = createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
  return {
    idSite: request.site.id,
    idUser: auth.user.id,
    key,
    request: `${endpoint.method} ${endpoint.path} ${digest}`,
  };
}

/**
 * Takes the key for this request, or answers the outcome kept for it. The insert is the lock: of requests
 * sent together with one key, one inserts and runs; the others wait for its outcome (or a 409 if it takes
 * too long). A key kept past its day, or left by a process that ended mid-request, is taken over (a process
 * that ended between its handler's commit and keeping the reply thus lets a retry run again, as before keys).
 */
async function take<R>(services: Services, claim: Claim): Promise<'mine' | Outcome<R>> {
  const { db, clock } = services;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = clock.now();
    const inserted = await db
      .insertInto('idempotencyKeys')
      .values({ ...claim, reply: null, createdAt: now })
      .onConflict((oc) => oc.columns(['idSite', 'idUser', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (inserted) return 'mine';
    const kept = await db
      .selectFrom('idempotencyKeys')
      .select(['request', 'reply', 'createdAt'])
      .where('idSite', '=', claim.idSite)
      .where('idUser', '=', claim.idUser)
      .where('key', '=', claim.key)
      .executeTakeFirst();
    if (!kept) continue;
    const age = now.getTime() - kept.createdAt.getTime();
    if (age > IDEMPOTENCY_TTL_MS || (kept.reply === null && age > ABANDONED_MS)) {
      const taken = await db
        .updateTable('idempotencyKeys')
        .set({ request: claim.request, reply: null, createdAt: now })
        .where('idSite', '=', claim.idSite)
        .where('idUser', '=', claim.idUser)
        .where('key', '=', claim.key)
        .where('createdAt', '=', kept.createdAt)
        .returning('key')
        .executeTakeFirst();
      if (taken) return 'mine';
      continue;
    }
    if (kept.request !== claim.request) throw new HttpError(422, 'errors.idempotencyMismatch');
    if (kept.reply !== null) return JSON.parse(kept.reply) as Outcome<R>;
    if (Date.now() > deadline) throw new HttpError(409, 'errors.inProgress');
    await sleep(POLL_MS);
  }
}

/**
 * Runs a handler once per key: its outcome is kept, and a repeated key is answered with it (marked
 * Idempotent-Replayed) without running the handler again. A refusal or failure is not kept, as it changed
 * nothing (handlers save all or nothing): the key is freed for the corrected request or the retry.
 */
export async function once<R>(
  services: Services,
  claim: Claim,
  reply: FastifyReply,
  run: () => Promise<Outcome<R> | FastifyReply>,
): Promise<Outcome<R> | FastifyReply> {
  const taken = await take<R>(services, claim);
  if (taken !== 'mine') {
    reply.header('Idempotent-Replayed', 'true');
    return taken;
  }
  const free = () =>
    services.db
      .deleteFrom('idempotencyKeys')
      .where('idSite', '=', claim.idSite)
      .where('idUser', '=', claim.idUser)
      .where('key', '=', claim.key)
      .execute()
      // Unreachable database: the key stays taken until ABANDONED_MS, and the original error is the answer.
      .catch(() => undefined);
  let outcome: Outcome<R> | FastifyReply;
  try {
    outcome = await run();
  } catch (error) {
    await free();
    throw error;
  }
  // A handler that answered itself (a redirect, a stream) has nothing to keep.
  if (outcome === (reply as unknown)) await free();
  else
    await services.db
      .updateTable('idempotencyKeys')
      .set({ reply: JSON.stringify(outcome) })
      .where('idSite', '=', claim.idSite)
      .where('idUser', '=', claim.idUser)
      .where('key', '=', claim.key)
      .execute();
  return outcome;
}

/** Deletes keys past their day (the server runs it hourly). */
export async function forgetExpiredKeys(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', new Date(now.getTime() - IDEMPOTENCY_TTL_MS))
    .execute();
}
