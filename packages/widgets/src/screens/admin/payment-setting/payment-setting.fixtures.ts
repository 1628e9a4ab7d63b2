import type { PaymentSetting } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';

export const SETTING: PaymentSetting = {
  vnpayTmnCode: 'SAOLADEM',
  vnpayMode: 'sandbox',
  hasVnpayHashSecret: true,
  vietqrBankBin: '970436',
  vietqrAccountNumber: '1023456789',
  vietqrAccountName: 'TRUONG SAOLA DEMO',
  hasTransferSecret: false,
  ipnUrl: 'https://demo.saola.edu.vn/Lms/Payment/VnpayIpn',
  webhookUrl: 'https://demo.saola.edu.vn/Lms/Payment/TransferWebhook',
};

/** The payment setting as the server keeps it: a secret sent is only ever reported as set. */
export function settingServer(initial: PaymentSetting = SETTING): Answers {
  let saved = { ...initial };
  return {
    '/Lms/PaymentSetting/Get': () => ok(saved),
    '/Lms/PaymentSetting/Edit': (request) => {
      const body = request.body as Record<string, unknown>;
      saved = {
        ...saved,
        vnpayTmnCode: String(body.vnpayTmnCode ?? ''),
        vnpayMode: body.vnpayMode as PaymentSetting['vnpayMode'],
        hasVnpayHashSecret: body.clearVnpayHashSecret
          ? false
          : saved.hasVnpayHashSecret || Boolean(body.vnpayHashSecret),
        hasTransferSecret: body.clearTransferSecret
          ? false
          : saved.hasTransferSecret || Boolean(body.transferSecret),
      };
      return ok(saved, 'Đã lưu');
    },
  };
}
