import { endpoint } from '@saola/core/http';
import { object } from '@saola/core/validate';
import { sql } from 'kysely';
import { ok } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/routes';

export const healthz = endpoint<{ database: 'ok' }>()({
  method: 'GET',
  path: '/healthz',
  payload: object({}),
  access: 'public',
});

export const healthRoutes = [
  route(healthz, async (ctx) => {
    try {
      await sql`select 1`.execute(ctx.services.db);
    } catch {
      throw new HttpError(503, 'errors.unavailable');
    }
    return ok({ database: 'ok' as const });
  }),
];
