import { contract, type LiveSetting } from '@saola/core/api';
import { ok, publicOrigin, type RequestContext } from '../../http/context';
import { fieldError } from '../../http/errors';
import { route } from '../../http/routes';
import type { ScopedDb } from '../../http/scoped';
import { seal, unseal } from '../../security/sealed';
import { recordChanges } from '../settings';

const { teaching: api } = contract;

export interface LiveConfig {
  url: string;
  apiKey: string;
  apiSecret: string;
}

const EMPTY: LiveConfig = { url: '', apiKey: '', apiSecret: '' };

/**
 * The school's LiveKit server, secret opened (it is stored sealed: security/sealed.ts, like the mail password):
 * for signing room tokens and checking webhooks, never sent to a client.
 */
export async function liveConfig(db: ScopedDb, serverSecret: string): Promise<LiveConfig> {
  const row = await db.select('liveSettings').select(['url', 'apiKey', 'apiSecret']).executeTakeFirst();
  return row ? { ...row, apiSecret: unseal(serverSecret, row.apiSecret) } : EMPTY;
}

/** Whether rooms go through LiveKit: address, key and secret all saved. */
export const liveReady = (c: LiveConfig) => Boolean(c.url && c.apiKey && c.apiSecret);

function view(ctx: RequestContext<unknown>, c: LiveConfig): LiveSetting {
  return {
    url: c.url,
    apiKey: c.apiKey,
    hasSecret: Boolean(c.apiSecret),
    webhookUrl: `${publicOrigin(ctx)}${api.webhook.path}`,
  };
}

export const liveSettingRoutes = [
  route(api.setting, async (ctx) => ok(view(ctx, await liveConfig(ctx.db, ctx.services.settings.secret)))),

  route(api.editSetting, async (ctx) => {
    const p = ctx.payload;
    const serverSecret = ctx.services.settings.secret;
    const saved = await liveConfig(ctx.db, serverSecret);
    const next: LiveConfig = {
      url: p.url.trim(),
      apiKey: p.apiKey.trim(),
      // A blank secret keeps the saved one: the form never has it to send back.
      apiSecret: p.clearApiSecret ? '' : p.apiSecret?.trim() || saved.apiSecret,
    };
    // Half a server is no server: the three go together, or all are blank (rooms then use meeting links).
    if (next.url || next.apiKey || next.apiSecret) {
      const missing = (['url', 'apiKey', 'apiSecret'] as const).find((field) => !next[field]);
      if (missing) throw fieldError(missing, ctx.t('validation.required'));
    }
    const now = ctx.services.clock.now();
    await ctx.db.transaction(async (tx) => {
      const stored = { ...next, apiSecret: seal(serverSecret, next.apiSecret), updatedAt: now };
      await tx.raw
        .insertInto('liveSettings')
        .values({ ...stored, idSite: tx.idSite })
        .onConflict((oc) => oc.column('idSite').doUpdateSet(stored))
        .execute();
      await recordChanges(tx.raw, {
        idSite: tx.idSite,
        section: 'live',
        idUser: ctx.auth.user.id,
        before: { ...saved },
        after: { ...next },
        secrets: ['apiSecret'],
        now,
      });
    });
    return ok(view(ctx, next), ctx.t('common.saved'));
  }),
];
