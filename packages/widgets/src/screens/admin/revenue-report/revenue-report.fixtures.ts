import type { RevenueReport } from '@saola/core/api';
import { type Answers, ok } from '../../../../test/fake-saola';

export const REPORT: RevenueReport = {
  totals: { paid: 3_000_000, refunded: 1_100_000, net: 1_900_000, orders: 3 },
  periods: [
    { key: '2026-11-10', label: '2026-11-10', paid: 1_450_000, refunded: 0, net: 1_450_000, orders: 1 },
    { key: '2026-11-17', label: '2026-11-17', paid: 1_550_000, refunded: 1_100_000, net: 450_000, orders: 2 },
  ],
  items: [
    { key: 'p1', label: 'Combo Kỹ năng 2026', paid: 1_450_000, refunded: 0, net: 1_450_000, orders: 1 },
    { key: 'c3', label: 'ພາສາລາວສຳລັບຜູ້ເລີ່ມຕົ້ນ', paid: 350_000, refunded: 0, net: 350_000, orders: 1 },
    {
      key: 'c1',
      label: 'IELTS Writing Band 7+',
      paid: 1_200_000,
      refunded: 1_100_000,
      net: 100_000,
      orders: 1,
    },
  ],
  salespeople: [
    { key: '2', label: 'Trần Văn Minh', paid: 1_450_000, refunded: 0, net: 1_450_000, orders: 1 },
    { key: 'none', label: '', paid: 1_550_000, refunded: 1_100_000, net: 450_000, orders: 2 },
  ],
  paymentTypes: [
    { key: 'cash', label: 'cash', paid: 1_450_000, refunded: 0, net: 1_450_000, orders: 1 },
    { key: 'vnpay', label: 'vnpay', paid: 1_200_000, refunded: 1_100_000, net: 100_000, orders: 1 },
    { key: 'transfer', label: 'transfer', paid: 350_000, refunded: 0, net: 350_000, orders: 1 },
  ],
};

export function revenueServer(report: RevenueReport = REPORT): Answers {
  return { '/Lms/Report/Revenue': ok(report) };
}
