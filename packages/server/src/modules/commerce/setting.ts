import { contract, type PaymentSetting, VNPAY_URLS } from '@saola/core/api';
import { ok, publicOrigin, type RequestContext } from '../../http/context';
import { fieldError } from '../../http/errors';
import { route } from '../../http/routes';
import { seal, unseal } from '../../security/sealed';

const { paymentSetting: api } = contract;

export interface PaymentConfig {
  vnpayTmnCode: string;
  vnpayHashSecret: string;
  vnpayUrl: string;
  vietqrBankBin: string;
  vietqrAccountNumber: string;
  vietqrAccountName: string;
  transferSecret: string;
}

const EMPTY: PaymentConfig = {
  vnpayTmnCode: '',
  vnpayHashSecret: '',
  vnpayUrl: VNPAY_URLS.sandbox,
  vietqrBankBin: '',
  vietqrAccountNumber: '',
  vietqrAccountName: '',
  transferSecret: '',
};

/**
 * The school's payment setting, secrets opened (they are stored sealed: security/sealed.ts): for the server's
 * own use, never sent to a client.
 */
export async function paymentConfig(ctx: RequestContext<unknown>): Promise<PaymentConfig> {
  const row = await ctx.db.select('paymentSettings').selectAll().executeTakeFirst();
  if (!row) return EMPTY;
  const secret = ctx.services.settings.secret;
  return {
    ...EMPTY,
    ...row,
    vnpayHashSecret: unseal(secret, row.vnpayHashSecret),
    transferSecret: unseal(secret, row.transferSecret),
  };
}

export const vnpayReady = (c: PaymentConfig) => Boolean(c.vnpayTmnCode && c.vnpayHashSecret);
export const vietqrReady = (c: PaymentConfig) => Boolean(c.vietqrBankBin && c.vietqrAccountNumber);

function view(ctx: RequestContext<unknown>, c: PaymentConfig): PaymentSetting {
  const origin = publicOrigin(ctx);
  return {
    vnpayTmnCode: c.vnpayTmnCode,
    vnpayMode: c.vnpayUrl === VNPAY_URLS.production ? 'production' : 'sandbox',
    hasVnpayHashSecret: Boolean(c.vnpayHashSecret),
    vietqrBankBin: c.vietqrBankBin,
    vietqrAccountNumber: c.vietqrAccountNumber,
    vietqrAccountName: c.vietqrAccountName,
    hasTransferSecret: Boolean(c.transferSecret),
    ipnUrl: `${origin}${contract.payment.vnpayIpn.path}`,
    webhookUrl: `${origin}${contract.payment.transferWebhook.path}`,
  };
}

export const settingRoutes = [
  route(api.get, async (ctx) => ok(view(ctx, await paymentConfig(ctx)))),
  route(api.edit, async (ctx) => {
    const p = ctx.payload;
    const bin = p.vietqrBankBin?.trim() ?? '';
    const account = p.vietqrAccountNumber?.trim() ?? '';
    if (bin && !/^\d{6}$/.test(bin)) throw fieldError('vietqrBankBin', ctx.t('payment.bankBinFormat'));
    if (account && !/^[0-9A-Za-z]+$/.test(account))
      throw fieldError('vietqrAccountNumber', ctx.t('payment.accountFormat'));
    const saved = await paymentConfig(ctx);
    const next: PaymentConfig = {
      vnpayTmnCode: p.vnpayTmnCode?.trim() ?? '',
      vnpayUrl: VNPAY_URLS[p.vnpayMode],
      // A blank secret keeps the saved one: the form never has it to send back.
      vnpayHashSecret: p.clearVnpayHashSecret ? '' : p.vnpayHashSecret?.trim() || saved.vnpayHashSecret,
      vietqrBankBin: p.vietqrBankBin?.trim() ?? '',
      vietqrAccountNumber: p.vietqrAccountNumber?.trim() ?? '',
      vietqrAccountName: p.vietqrAccountName?.trim().toUpperCase() ?? '',
      transferSecret: p.clearTransferSecret ? '' : p.transferSecret?.trim() || saved.transferSecret,
    };
    const secret = ctx.services.settings.secret;
    const stored = {
      ...next,
      vnpayHashSecret: seal(secret, next.vnpayHashSecret),
      transferSecret: seal(secret, next.transferSecret),
      updatedAt: ctx.services.clock.now(),
    };
    await ctx.db
      .insert('paymentSettings', stored)
      .onConflict((oc) => oc.column('idSite').doUpdateSet(stored))
      .execute();
    return ok(view(ctx, next), ctx.t('common.saved'));
  }),
];
