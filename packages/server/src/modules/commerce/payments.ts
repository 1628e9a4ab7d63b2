import { createHmac, timingSafeEqual } from 'node:crypto';
import { contract, type VnpayIpnReply } from '@saola/core/api';
import { ok } from '../../http/context';
import { unauthorized } from '../../http/errors';
import { route } from '../../http/routes';
import { markPaid } from './orders';
import { paymentConfig } from './setting';
import { vnpayVerify } from './vnpay';

const { payment: api } = contract;

const ORDER_CODE = /DH[A-HJ-NP-Z2-9]{8}/;

/** The signature a bank-feed service puts on a transfer notice. */
export function transferSignature(
  secret: string,
  notice: { id: string; amount: number; description: string },
) {
  return createHmac('sha256', secret)
    .update(`${notice.id}|${notice.amount}|${notice.description}`, 'utf8')
    .digest('hex');
}

const answer = (RspCode: VnpayIpnReply['RspCode'], Message: string): VnpayIpnReply => ({ RspCode, Message });

export const paymentRoutes = [
  /**
   * VNPay's server-to-server notice: the only way (besides a person with the right) an order becomes paid by
   * VNPay. Replies VNPay's own {RspCode, Message}; a repeated notice finds the order paid and changes nothing.
   */
  route(api.vnpayIpn, async (ctx) => {
    const params = ctx.payload as Record<string, string | undefined>;
    let reply: VnpayIpnReply;
    try {
      const config = await paymentConfig(ctx);
      if (!vnpayVerify(params, config.vnpayHashSecret) || params.vnp_TmnCode !== config.vnpayTmnCode)
        reply = answer('97', 'Invalid signature');
      else {
        const order = await ctx.db
          .select('orders')
          .where('code', '=', params.vnp_TxnRef ?? '')
          .select(['id', 'status', 'purchasePrice'])
          .executeTakeFirst();
        if (!order) reply = answer('01', 'Order not found');
        else if (params.vnp_Amount !== String(order.purchasePrice * 100))
          reply = answer('04', 'Invalid amount');
        else if (order.status !== 'pending') reply = answer('02', 'Order already confirmed');
        else if (params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00') {
          const result = await markPaid(
            ctx.db,
            order.id,
            { idUser: null, actor: 'vnpay' },
            ctx.services.clock.now(),
            {
              gatewayRef: params.vnp_TransactionNo ?? null,
            },
          );
          reply = result.changed ? answer('00', 'Confirm Success') : answer('02', 'Order already confirmed');
        } else {
          // The payment failed or was abandoned at VNPay: the order stays pending, to be paid again or cancelled.
          reply = answer('00', 'Confirm Success');
        }
      }
    } catch (error) {
      ctx.request.log.error(error);
      reply = answer('99', 'Unknown error');
    }
    return ctx.reply.code(200).header('content-type', 'application/json; charset=utf-8').send(reply);
  }),

  /** What the learner's browser comes back with: checked and shown, never acted on. */
  route(api.vnpayReturn, async (ctx) => {
    const params = ctx.payload as Record<string, string | undefined>;
    const config = await paymentConfig(ctx);
    const valid = vnpayVerify(params, config.vnpayHashSecret);
    const order = valid
      ? await ctx.db
          .select('orders')
          .where('code', '=', params.vnp_TxnRef ?? '')
          .select(['id', 'code', 'status'])
          .executeTakeFirst()
      : undefined;
    return ok({
      valid,
      success: valid && params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00',
      code: order?.code ?? null,
      status: order?.status ?? null,
      idOrder: order?.id ?? null,
    });
  }),

  /**
   * A transfer seen on the school's account: signed with the school's transfer secret, it pays the pending
   * order whose code is in the note when the amount is exactly its price. Replays change nothing.
   */
  route(api.transferWebhook, async (ctx) => {
    const p = ctx.payload;
    const config = await paymentConfig(ctx);
    const expected = config.transferSecret ? transferSignature(config.transferSecret, p) : '';
    const given = p.signature.toLowerCase();
    if (
      !expected ||
      given.length !== expected.length ||
      !timingSafeEqual(Buffer.from(given), Buffer.from(expected))
    )
      throw unauthorized();
    const code =
      p.description
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, ' ')
        .match(ORDER_CODE)?.[0] ?? null;
    if (!code) return ok({ matched: false, code: null });
    const order = await ctx.db
      .select('orders')
      .where('code', '=', code)
      .select(['id', 'status', 'purchasePrice'])
      .executeTakeFirst();
    if (order?.status !== 'pending' || order.purchasePrice !== p.amount) return ok({ matched: false, code });
    const result = await markPaid(
      ctx.db,
      order.id,
      { idUser: null, actor: 'transfer' },
      ctx.services.clock.now(),
      {
        received: p.amount,
        gatewayRef: p.id,
      },
    );
    return ok({ matched: result.changed, code });
  }),
];
