import { contract, NOTIFY_CHANNELS, NOTIFY_EVENTS, type NotifyEvents } from '@saola/core/api';
import type { Site } from '../../db/schema';
import { ok } from '../../http/context';
import { route } from '../../http/routes';
import { recordChanges } from '../settings';
import { channelsOf } from './events';

const { notifyEvents: api } = contract;

function view(site: Site): NotifyEvents {
  return Object.fromEntries(NOTIFY_EVENTS.map((event) => [event, channelsOf(site, event)])) as NotifyEvents;
}

/** One history field per event and channel ("orderPaid.mail"), so the history says exactly what was turned. */
const flat = (events: NotifyEvents) =>
  Object.fromEntries(
    NOTIFY_EVENTS.flatMap((event) => NOTIFY_CHANNELS.map((c) => [`${event}.${c}`, events[event][c]])),
  );

export const notifyEventRoutes = [
  route(api.get, async (ctx) => ok(view(ctx.site))),

  route(api.edit, async (ctx) => {
    const next = view({ ...ctx.site, notifyEvents: ctx.payload as NotifyEvents });
    const now = ctx.services.clock.now();
    const saved = await ctx.services.db.transaction().execute(async (tx) => {
      const row = await tx
        .updateTable('sites')
        .set({ notifyEvents: JSON.stringify(next) })
        .where('id', '=', ctx.site.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordChanges(tx, {
        idSite: ctx.site.id,
        section: 'notifications',
        idUser: ctx.auth.user.id,
        before: flat(view(ctx.site)),
        after: flat(next),
        now,
      });
      return row;
    });
    ctx.services.sites.forget();
    return ok(view(saved), ctx.t('common.saved'));
  }),
];
