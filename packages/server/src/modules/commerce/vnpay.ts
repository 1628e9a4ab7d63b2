import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay 2.1.0: the parameters sorted by name, each key and value URL-encoded as a form encodes them (a space
 * is '+'), joined as a query string; the signature is the hex HMAC-SHA512 of that string with the merchant's
 * hash secret. The IPN and the return URL are verified the same way, without vnp_SecureHash(Type).
 */
export function vnpayEncode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

export function vnpaySignData(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter(
      (key) =>
        params[key] !== undefined &&
        params[key] !== '' &&
        key !== 'vnp_SecureHash' &&
        key !== 'vnp_SecureHashType',
    )
    .sort()
    .map((key) => `${vnpayEncode(key)}=${vnpayEncode(params[key] as string)}`)
    .join('&');
}

export function vnpaySign(params: Record<string, string | undefined>, secret: string): string {
  return createHmac('sha512', secret).update(vnpaySignData(params), 'utf8').digest('hex');
}

/** Whether VNPay signed these parameters with this secret (compared in constant time). */
export function vnpayVerify(params: Record<string, string | undefined>, secret: string): boolean {
  const given = params.vnp_SecureHash?.toLowerCase() ?? '';
  if (!secret || !/^[0-9a-f]{128}$/.test(given)) return false;
  const expected = vnpaySign(params, secret);
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as VNPay's dates are written. */
export function vnpayDate(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600_000);
  return local.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export interface VnpayPayment {
  baseUrl: string;
  tmnCode: string;
  secret: string;
  /** The order's code: VNPay's vnp_TxnRef. */
  txnRef: string;
  /** In VND; VNPay takes it ×100. */
  amount: number;
  orderInfo: string;
  returnUrl: string;
  ipAddr: string;
  locale: 'vn' | 'en';
  createdAt: Date;
  /** How long the payment page stays open. */
  expiresInMinutes?: number;
}

/** The signed URL of VNPay's payment page for one order. */
export function vnpayPaymentUrl(p: VnpayPayment): string {
  const params: Record<string, string> = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: p.tmnCode,
    vnp_Amount: String(p.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: p.txnRef,
    vnp_OrderInfo: p.orderInfo,
    vnp_OrderType: 'other',
    vnp_Locale: p.locale,
    vnp_ReturnUrl: p.returnUrl,
    vnp_IpAddr: p.ipAddr,
    vnp_CreateDate: vnpayDate(p.createdAt),
    vnp_ExpireDate: vnpayDate(new Date(p.createdAt.getTime() + (p.expiresInMinutes ?? 15) * 60_000)),
  };
  const signData = vnpaySignData(params);
  const hash = createHmac('sha512', p.secret).update(signData, 'utf8').digest('hex');
  return `${p.baseUrl}?${signData}&vnp_SecureHash=${hash}`;
}
