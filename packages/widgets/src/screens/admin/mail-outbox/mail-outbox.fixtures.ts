import type { OutboxMail } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';

export const KEPT: OutboxMail[] = [
  {
    id: 2,
    to: 'keo@example.la',
    subject: 'ຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານ',
    html: '<p>ສະບາຍດີ Keo, <a href="https://saola.test/forgotPassword?token=abc">ຕັ້ງລະຫັດຜ່ານໃໝ່</a></p><script>parent.document.title="owned"</script>',
    createdAt: '2026-11-22T03:12:00.000Z',
  },
  {
    id: 1,
    to: 'trang@example.vn',
    subject: 'Chào mừng đến với Trường Saola',
    html: '<p>Xin chào Phạm Thu Trang, tài khoản của bạn đã sẵn sàng.</p>',
    createdAt: '2026-11-21T01:05:00.000Z',
  },
];

/** The outbox as the server lists it: newest first, one page. */
export function outbox(mails: OutboxMail[] = KEPT): Answers {
  return { '/Lms/MailOutbox/List': () => ok({ data: mails, total: mails.length }) };
}
