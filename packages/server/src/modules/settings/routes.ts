import {
  contract,
  type InformationSetting,
  MAIL_VARIABLES,
  type SecuritySetting,
  type SettingChange,
  type SettingSection,
  type TimeZone,
} from '@saola/core/api';
import type { Locale } from '@saola/core/constants';
import type { Updateable } from 'kysely';
import type { Site, SitesTable } from '../../db/schema';
import { ok, publicOrigin, type RequestContext, type SignedInContext } from '../../http/context';
import { badRequest, fieldError } from '../../http/errors';
import { iso } from '../../http/iso';
import { pageOf } from '../../http/resource';
import { route } from '../../http/routes';
import { refusedHost, refusedUrl } from '../../policy/outbound';
import { cleanRichText } from '../../security/rich-text';
import { seal } from '../../security/sealed';
import { recordChanges } from './history';
import { type MailConfig, MailHostPrivate, mailConfig, mailView } from './mailer';
import { deliverMail } from './outbox';
import { SmsFailed, schoolSms } from './sms';
import { allTemplates, cleanTemplate, DEFAULT_TEMPLATES, render } from './templates';

const { setting: api, mailTemplate, mail } = contract;

function information(site: Site): InformationSetting {
  return {
    name: site.name,
    logoUrl: site.logoUrl,
    faviconUrl: site.faviconUrl,
    isK12: site.isK12,
    isK12OrBusiness: site.isK12OrBusiness,
    isUniversity: site.isUniversity,
    contactEmail: site.contactEmail,
    contactPhone: site.contactPhone,
    contactAddress: site.contactAddress,
    timeZone: site.timeZone as TimeZone,
    defaultLocale: site.defaultLocale as Locale,
  };
}

function security(site: Site): SecuritySetting {
  return {
    isSetStrongPassword: site.isSetStrongPassword,
    deviceLimit: site.deviceLimit,
    wrongLoginLimit: site.wrongLoginLimit,
    lockMinutes: site.lockMinutes,
    completionPercent: site.completionPercent,
    learnerRegistration: site.learnerRegistration,
    memberModeration: site.memberModeration,
    recaptchaSiteKey: site.recaptchaSiteKey,
    hasRecaptchaSecret: Boolean(site.recaptchaSecret),
    teachersSeeContacts: site.teachersSeeContacts,
    smsProvider: site.smsProvider,
    smsUrl: site.smsUrl,
    smsSender: site.smsSender,
    hasSmsApiKey: Boolean(site.smsApiKey),
  };
}

/** An image address the pages may show: the school's own files (a path) or an http(s) address. */
function imageUrl(value: string | null | undefined, field: string, ctx: RequestContext<unknown>) {
  const url = value?.trim() || null;
  if (url && !/^(https?:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/i.test(url))
    throw fieldError(field, ctx.t('validation.invalidValue'));
  return url;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** Saves a section's site columns and its history in one transaction; the site cache forgets the old row. */
async function saveSite(
  ctx: SignedInContext<unknown>,
  section: SettingSection,
  next: Updateable<SitesTable>,
  secrets: readonly string[] = [],
): Promise<Site> {
  const now = ctx.services.clock.now();
  const before = ctx.site as unknown as Record<string, string | number | boolean | null>;
  const saved = await ctx.services.db.transaction().execute(async (tx) => {
    const row = await tx
      .updateTable('sites')
      .set(next)
      .where('id', '=', ctx.site.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordChanges(tx, {
      idSite: ctx.site.id,
      section,
      idUser: ctx.auth.user.id,
      before: Object.fromEntries(Object.keys(next).map((k) => [k, before[k] ?? null])),
      after: next as Record<string, string | number | boolean | null>,
      secrets,
      now,
    });
    return row;
  });
  ctx.services.sites.forget();
  return saved;
}

async function saveMail(ctx: SignedInContext<unknown>, next: MailConfig): Promise<MailConfig> {
  const now = ctx.services.clock.now();
  const saved = await mailConfig(ctx.services, ctx.site.id);
  await ctx.services.db.transaction().execute(async (tx) => {
    const stored = { ...next, password: seal(ctx.services.settings.secret, next.password), updatedAt: now };
    await tx
      .insertInto('mailSettings')
      .values({ ...stored, idSite: ctx.site.id })
      .onConflict((oc) => oc.column('idSite').doUpdateSet(stored))
      .execute();
    await recordChanges(tx, {
      idSite: ctx.site.id,
      section: 'mail',
      idUser: ctx.auth.user.id,
      before: { ...saved },
      after: { ...next },
      secrets: ['password'],
      now,
    });
  });
  return next;
}

/** Sample values for a template's preview. */
function sampleVars(ctx: RequestContext<unknown>): Record<string, string> {
  return {
    name: ctx.auth?.user.fullName ?? 'Nguyễn Văn An',
    username: ctx.auth?.user.username ?? 'an.nguyen',
    schoolName: ctx.site.name,
    link: `${publicOrigin(ctx)}/signIn`,
    minutes: '15',
    orderCode: 'DH-000123',
    amount: '1.500.000 ₫',
    examName: 'Toán 10 – Giữa kỳ I',
    examTime: '08:00 15/12/2026',
  };
}

export const settingRoutes = [
  route(api.getInformation, async (ctx) => ok(information(ctx.site))),

  route(api.editInformation, async (ctx) => {
    const p = ctx.payload;
    const next = {
      name: p.name.trim(),
      logoUrl: imageUrl(p.logoUrl, 'logoUrl', ctx),
      faviconUrl: imageUrl(p.faviconUrl, 'faviconUrl', ctx),
      isK12: p.isK12,
      isK12OrBusiness: p.isK12OrBusiness,
      isUniversity: p.isUniversity,
      contactEmail: blankToNull(p.contactEmail),
      contactPhone: blankToNull(p.contactPhone),
      contactAddress: blankToNull(p.contactAddress),
      timeZone: p.timeZone,
      defaultLocale: p.defaultLocale,
    };
    const saved = await saveSite(ctx, 'information', next);
    return ok(information(saved), ctx.t('common.saved'));
  }),

  route(api.getSecurity, async (ctx) => ok(security(ctx.site))),

  route(api.editSecurity, async (ctx) => {
    const p = ctx.payload;
    // A new secret is stored sealed (security/sealed.ts), like the mail password; a kept one stays as stored.
    const given = p.recaptchaSecret?.trim();
    const secret = p.clearRecaptchaSecret
      ? null
      : given
        ? seal(ctx.services.settings.secret, given)
        : (ctx.site.recaptchaSecret ?? null);
    // The gateway's key is kept the same way; a gateway needs both its address and its key.
    const givenKey = p.smsApiKey?.trim();
    const smsApiKey = p.clearSmsApiKey
      ? null
      : givenKey
        ? seal(ctx.services.settings.secret, givenKey)
        : (ctx.site.smsApiKey ?? null);
    const smsProvider = p.smsProvider ?? ctx.site.smsProvider;
    const smsUrl = p.smsUrl === undefined ? ctx.site.smsUrl : blankToNull(p.smsUrl);
    if (smsProvider === 'http' && !smsUrl) throw fieldError('smsUrl', ctx.t('validation.required'));
    const newUrl = smsUrl !== ctx.site.smsUrl;
    // A saved address is checked again at each send (a name may resolve elsewhere by then).
    if (newUrl && smsUrl && (await refusedUrl(new URL(smsUrl), Boolean(ctx.services.settings.privateHosts))))
      throw fieldError('smsUrl', ctx.t('settings.smsUrlPrivate'));
    // The saved key goes only where it was entered for: a new address needs the key typed again.
    if (newUrl && smsUrl && smsApiKey && !givenKey && !p.clearSmsApiKey)
      throw fieldError('smsApiKey', ctx.t('validation.required'));
    if (smsProvider === 'http' && !smsApiKey) throw fieldError('smsApiKey', ctx.t('validation.required'));
    const siteKey = blankToNull(p.recaptchaSiteKey);
    if (Boolean(siteKey) !== Boolean(secret))
      throw fieldError(siteKey ? 'recaptchaSecret' : 'recaptchaSiteKey', ctx.t('settings.recaptchaPair'));
    const saved = await saveSite(
      ctx,
      'security',
      {
        isSetStrongPassword: p.isSetStrongPassword,
        deviceLimit: p.deviceLimit,
        wrongLoginLimit: p.wrongLoginLimit,
        lockMinutes: p.lockMinutes,
        completionPercent: p.completionPercent,
        learnerRegistration: p.learnerRegistration,
        memberModeration: p.memberModeration,
        recaptchaSiteKey: siteKey,
        recaptchaSecret: secret,
        teachersSeeContacts: p.teachersSeeContacts ?? ctx.site.teachersSeeContacts,
        smsProvider,
        smsUrl,
        smsSender: p.smsSender === undefined ? ctx.site.smsSender : blankToNull(p.smsSender),
        smsApiKey,
      },
      ['recaptchaSecret', 'smsApiKey'],
    );
    return ok(security(saved), ctx.t('settings.securitySaved'));
  }),

  route(api.getMail, async (ctx) => ok(mailView(await mailConfig(ctx.services, ctx.site.id)))),

  route(api.editMail, async (ctx) => {
    const p = ctx.payload;
    const saved = await mailConfig(ctx.services, ctx.site.id);
    const host = p.host.trim();
    if (host && !/^[a-z0-9.-]+$/i.test(host)) throw fieldError('host', ctx.t('validation.invalidValue'));
    // The owner of one school among many must not make the server talk to its neighbours.
    if (host && host !== saved.host && (await refusedHost(host, Boolean(ctx.services.settings.privateHosts))))
      throw fieldError('host', ctx.t('settings.mailHostPrivate'));
    const next: MailConfig = {
      host,
      port: p.port,
      security: p.security,
      username: p.username?.trim() ?? '',
      password: p.clearPassword ? '' : p.password || saved.password,
      fromName: p.fromName?.trim() ?? '',
      fromAddress: p.fromAddress?.trim() ?? '',
    };
    return ok(mailView(await saveMail(ctx, next)), ctx.t('common.saved'));
  }),

  route(api.history, async (ctx) => {
    let query = ctx.db
      .select('settingChanges')
      .leftJoin('users', (join) =>
        join
          .onRef('users.id', '=', 'settingChanges.idUser')
          .onRef('users.idSite', '=', 'settingChanges.idSite'),
      )
      .select([
        'settingChanges.id',
        'settingChanges.section',
        'settingChanges.changes',
        'settingChanges.createdAt',
        'users.fullName',
      ]);
    if (ctx.payload.section) query = query.where('settingChanges.section', '=', ctx.payload.section);
    const page = await pageOf(query, ctx.payload, {
      sorts: { createdAt: 'settingChanges.createdAt' },
      fallback: 'settingChanges.id',
      tieBreak: 'settingChanges.id',
    });
    return ok({
      ...page,
      data: page.data.map(
        (row): SettingChange => ({
          id: row.id,
          section: row.section as SettingSection,
          userName: row.fullName,
          createdAt: iso(row.createdAt) as string,
          changes: Object.entries(row.changes).map(([field, change]) => ({
            field,
            from: change.from as SettingChange['changes'][number]['from'],
            to: change.to as SettingChange['changes'][number]['to'],
          })),
        }),
      ),
    });
  }),

  route(mailTemplate.list, async (ctx) => ok(await allTemplates(ctx.services.db, ctx.site.id))),

  route(mailTemplate.edit, async (ctx) => {
    const { event, locale } = ctx.payload;
    const subject = ctx.payload.subject.trim();
    const body = cleanTemplate(ctx.payload.body, cleanRichText);
    if (!body.trim()) throw fieldError('body', ctx.t('validation.required'));
    const now = ctx.services.clock.now();
    await ctx.db
      .insert('mailTemplates', { event, locale, subject, body, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['idSite', 'event', 'locale']).doUpdateSet({ subject, body, updatedAt: now }),
      )
      .execute();
    return ok({ event, locale, subject, body, customised: true }, ctx.t('common.saved'));
  }),

  route(mailTemplate.reset, async (ctx) => {
    const { event, locale } = ctx.payload;
    await ctx.db
      .deleteFrom('mailTemplates')
      .where('event', '=', event)
      .where('locale', '=', locale)
      .execute();
    return ok(
      { event, locale, ...DEFAULT_TEMPLATES[event][locale], customised: false },
      ctx.t('common.saved'),
    );
  }),

  route(mailTemplate.preview, async (ctx) => {
    const vars = sampleVars(ctx);
    const allowed = Object.fromEntries(
      MAIL_VARIABLES[ctx.payload.event].map((name) => [name, vars[name] ?? '']),
    );
    return ok(
      render({ subject: ctx.payload.subject, body: cleanTemplate(ctx.payload.body, cleanRichText) }, allowed),
    );
  }),

  route(mail.testSms, async (ctx) => {
    try {
      await schoolSms(ctx).send({
        to: ctx.payload.to,
        text: ctx.t('settings.testSmsText', { school: ctx.site.name }),
      });
    } catch (error) {
      if (!(error instanceof SmsFailed)) throw error;
      throw badRequest('settings.smsFailed', {
        reason:
          error.message === 'timeout'
            ? ctx.t('settings.smsTimeout')
            : error.message === 'private'
              ? ctx.t('settings.smsPrivate')
              : error.message === 'unreachable'
                ? ctx.t('settings.smsUnreachable')
                : error.message,
      });
    }
    return ok({ sent: true } as const, ctx.t('settings.testSmsSent', { to: ctx.payload.to }));
  }),

  route(mail.test, async (ctx) => {
    const config = await mailConfig(ctx.services, ctx.site.id);
    let how: 'sent' | 'kept';
    try {
      how = await deliverMail(ctx.services, ctx.site.id, config, {
        to: ctx.payload.to,
        subject: ctx.t('settings.testMailSubject', { school: ctx.site.name }),
        html: `<p>${ctx.t('settings.testMailBody', { school: ctx.site.name })}</p>`,
      });
    } catch (error) {
      if (error instanceof MailHostPrivate)
        throw badRequest('settings.mailFailed', { reason: ctx.t('settings.mailPrivate') });
      // Nodemailer's message quotes what the server said (a banner, a refusal): only its error code and the
      // SMTP reply code are told, so a mail host cannot be used to read another service's answer.
      const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
      const said = [code, responseCode].filter((x) => typeof x === 'string' || typeof x === 'number');
      throw badRequest('settings.mailFailed', {
        reason: `${ctx.t('settings.mailUnreachable')}${said.length ? ` (${said.join(' ')})` : ''}`,
      });
    }
    return how === 'sent'
      ? ok({ sent: true }, ctx.t('settings.testMailSent', { to: ctx.payload.to }))
      : ok({ sent: false }, ctx.t('settings.testMailKept', { to: ctx.payload.to }));
  }),
];
