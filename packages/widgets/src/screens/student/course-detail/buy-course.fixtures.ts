import type { Order, PackageOffer } from '@saola/core/api';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';

export const PENDING: Order = {
  id: 7,
  code: 'DHK7M2Q9RT',
  idUser: 4,
  customerName: 'Phạm Thu Trang',
  email: null,
  phone: null,
  province: '',
  source: 'checkout',
  creator: 'Phạm Thu Trang',
  idSalesperson: null,
  salesperson: null,
  paymentType: 'transfer',
  status: 'pending',
  shipFee: 0,
  originPrice: 1_200_000,
  discount: 240_000,
  couponCode: 'CHAOHE2026',
  purchasePrice: 960_000,
  received: null,
  note: '',
  createdAt: '2026-11-22T02:00:00.000Z',
  paidAt: null,
  refundedAt: null,
  refunded: 0,
  refundable: 0,
  items: [{ idCourse: 9, idPackage: null, name: 'IELTS Writing Band 7+', price: 1_200_000 }],
  events: [
    {
      status: 'pending',
      by: 'Phạm Thu Trang',
      actor: 'user',
      at: '2026-11-22T02:00:00.000Z',
      amount: null,
      reason: null,
    },
  ],
  paymentUrl: null,
  contactsMasked: false,
  transfer: {
    bankBin: '970436',
    bank: { shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
    accountNumber: '1023456789',
    accountName: 'TRUONG SAOLA DEMO',
    amount: 960_000,
    note: 'DHK7M2Q9RT',
    payload: '00020101021238...6304ABCD',
    image:
      'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiLz48L3N2Zz4=',
  },
};

/**
 * A paid course's offer, the coupon check, the checkout and, after `paidAfter` asks, the order paid — or, with
 * `paidWhen`, once the test says the bank has confirmed it.
 */
export function buyServer({
  paidAfter = 1,
  paidWhen,
}: {
  paidAfter?: number;
  paidWhen?: () => boolean;
} = {}): Answers {
  let asked = 0;
  return {
    '/Lms/Order/Offer': ok({ forSale: true, price: 1_200_000, paymentTypes: ['transfer', 'vnpay'] }),
    '/Lms/Coupon/Check': (request) =>
      new URL(request.url).searchParams.get('code') === 'CHAOHE2026'
        ? ok({ code: 'CHAOHE2026', originPrice: 1_200_000, discount: 240_000, purchasePrice: 960_000 })
        : refuse(400, 'Mã giảm giá không tồn tại'),
    '/Lms/Order/Checkout': (request) => {
      const body = request.body as { paymentType: string };
      return ok(
        body.paymentType === 'vnpay'
          ? {
              ...PENDING,
              paymentType: 'vnpay',
              transfer: null,
              paymentUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DHK7M2Q9RT',
            }
          : PENDING,
      );
    },
    '/Lms/Order/MineGet': () => {
      asked++;
      const paid = paidWhen ? paidWhen() : asked >= paidAfter;
      return ok(paid ? { ...PENDING, status: 'paid', transfer: null } : PENDING);
    },
  };
}

/** A course in two packages: one she can buy, one whose course is not approved yet. */
export const PACKAGE_OFFERS: PackageOffer[] = [
  {
    id: 3,
    name: 'IELTS trọn gói',
    about: '<p>Bốn kỹ năng trong một gói.</p>',
    benefits: ['Tiết kiệm 30%'],
    courses: ['IELTS Writing Band 7+', 'IELTS Speaking'],
    price: 2_000_000,
    forSale: true,
    paymentTypes: ['transfer'],
  },
  {
    id: 4,
    name: 'Gói đang soạn',
    about: '',
    benefits: [],
    courses: ['IELTS Writing Band 7+', 'Khóa nháp'],
    price: 900_000,
    forSale: false,
    paymentTypes: ['transfer'],
  },
];

/** The packages offered on the course's page, and a package's checkout paid on the first ask. */
export function packageServer(): Answers {
  const paid = {
    ...PENDING,
    items: [{ idCourse: null, idPackage: 3, name: 'IELTS trọn gói', price: 2_000_000 }],
  };
  return {
    ...buyServer(),
    '/Lms/Order/PackageOffers': ok(PACKAGE_OFFERS),
    '/Lms/Order/Checkout': ok({ ...paid, purchasePrice: 2_000_000 }),
    '/Lms/Order/MineGet': ok({ ...paid, status: 'paid', transfer: null }),
  };
}
