import type { Locale } from '@saola/core/constants';
import { translate } from '@saola/core/i18n';
import type { FastifyReply } from 'fastify';
import type { Outcome } from './context';
import type { HttpError } from './errors';

export function sendOk<R>(reply: FastifyReply, outcome: Outcome<R>) {
  return reply
    .code(200)
    .send({ error: false, code: 200, message: outcome.message ?? '', data: outcome.data ?? null });
}

export function sendError(reply: FastifyReply, locale: Locale, error: HttpError) {
  return reply.code(error.code).send({
    error: true,
    code: error.code,
    message: translate(locale, error.key, error.params),
    data: error.data ?? null,
  });
}
