import { contract, OUTBOX_LIMIT } from '@saola/core/api';
import type { Db } from '../../db/connect';
import { ok } from '../../http/context';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { type Mail, type MailConfig, type MailServices, mailReady, sendMail } from './mailer';

/**
 * Keeps a mail the school cannot send (no mail server) for the owner to read, and lets only the newest
 * OUTBOX_LIMIT of the school stay, so a demo left running for months does not fill the database.
 */
export async function keepMail(db: Db, idSite: number, mail: Mail): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('mailOutbox')
      .values({ idSite, recipient: mail.to, subject: mail.subject, html: mail.html })
      .execute();
    await tx
      .deleteFrom('mailOutbox')
      .where('idSite', '=', idSite)
      .where(
        'id',
        '<=',
        tx
          .selectFrom('mailOutbox')
          .select('id')
          .where('idSite', '=', idSite)
          .orderBy('id', 'desc')
          .offset(OUTBOX_LIMIT)
          .limit(1),
      )
      .execute();
  });
}

/**
 * The one way a mail leaves: through the school's mail server when it has one, else into its outbox. Answers
 * which it was, so a caller can tell the person who asked. A refusal of the mail server is thrown, as sendMail's.
 */
export async function deliverMail(
  services: MailServices,
  idSite: number,
  config: MailConfig,
  mail: Mail,
): Promise<'sent' | 'kept'> {
  if (!mailReady(config)) {
    await keepMail(services.db, idSite, mail);
    return 'kept';
  }
  await sendMail(config, mail, services.settings);
  return 'sent';
}

export const outboxRoutes = [
  route(contract.mailOutbox.list, async (ctx) => {
    const page = await pageOf(
      ctx.db.select('mailOutbox').select(['id', 'recipient', 'subject', 'html', 'createdAt']),
      ctx.payload,
      {
        sorts: { createdAt: 'createdAt' },
        fallback: 'createdAt',
        search: ['recipient', 'subject'],
      },
    );
    return ok({
      ...page,
      data: page.data.map((r) => ({
        id: Number(r.id),
        to: r.recipient,
        subject: r.subject,
        html: r.html,
        createdAt: iso(r.createdAt),
      })),
    });
  }),
];
