import type { MailEvent } from '@saola/core/api';
import { isLocale } from '@saola/core/i18n';
import type { RequestContext } from '../../http/context';
import { mailConfig, mailReady, sendMail } from './mailer';
import { keepMail } from './outbox';
import { render, templateOf } from './templates';

export interface Addressee {
  fullName: string;
  email: string | null;
  locale: string;
}

/**
 * Mails one person the school's template of an event in her own language. The mail leaves in the background:
 * the reply neither waits for the mail server nor tells about it. Without a mail server the mail is kept in the
 * school's outbox. Answers whether it can reach her: false with no address or no mail server.
 */
export async function mailPerson(
  ctx: RequestContext<unknown>,
  to: Addressee,
  event: MailEvent,
  vars: Record<string, string>,
): Promise<boolean> {
  const address = to.email;
  if (!address) return false;
  const config = await mailConfig(ctx.services, ctx.site.id);
  const locale = isLocale(to.locale) ? to.locale : 'vi';
  const text = await templateOf(ctx.services.db, ctx.site.id, event, locale);
  const mail = render(text, { name: to.fullName, schoolName: ctx.site.name, ...vars });
  if (!mailReady(config)) {
    await keepMail(ctx.services.db, ctx.site.id, { to: address, ...mail });
    return false;
  }
  void sendMail(config, { to: address, ...mail }, ctx.services.settings).catch((error) =>
    ctx.request.log.warn({ err: error, event }, 'mail failed'),
  );
  return true;
}
