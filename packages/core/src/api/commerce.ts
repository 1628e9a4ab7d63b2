import { enums, nullable, optional } from 'superstruct';
import { RIGHTS, right } from '../http/access';
import { endpoint, type Paged } from '../http/endpoint';
import type { TranslationKey } from '../i18n/translate';
import { object } from '../validate/own';
import { blankOr, email, endsAfterStart, phone, requiredString } from '../validate/structs';
import { PRICE_MAX } from './course';
import { flag, idField, list, text, whole } from './fields';
import { byId, resource } from './resource';

/**
 * Commerce (issue 16): coupons, orders (by the school's staff, and a learner's own checkout), the payment
 * gateways' notices and the school's payment setting, and the revenue report. Money is integer VND/LAK.
 */

export const DISCOUNT_KINDS = ['cash', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];
export const COUPON_TIMES = ['once', 'many'] as const;
export type CouponTimes = (typeof COUPON_TIMES)[number];
/** How many courses or packages a coupon or an order may name. */
export const COMMERCE_ITEMS_MAX = 100;
/** A code as printed or typed: letters, digits, '-' and '_'. */
export const COUPON_CODE_MAX = 40;
export const COUPON_CODE = /^[A-Za-z0-9_-]+$/;
/** Wrong coupon codes a buyer may try in the window before being refused for a while: codes are guessable. */
export const COUPON_FAILURE_LIMIT = 10;
export const COUPON_WINDOW_MINUTES = 15;

export interface Named {
  id: number;
  name: string;
}

export interface CouponSummary {
  id: number;
  code: string;
  times: CouponTimes;
  /** How many uses in all (null: no limit); `once` codes have 1. */
  quantity: number | null;
  /** Uses by orders that are not cancelled. */
  used: number;
  discountKind: DiscountKind;
  /** Money off (cash) or a percentage (percent). */
  discountValue: number;
  maxDiscount: number | null;
  startsAt: string | null;
  expiresAt: string | null;
  createdAt: string;
}

export interface Coupon extends CouponSummary {
  perLearner: number | null;
  appliesToAll: boolean;
  courses: Named[];
  packages: Named[];
}

const couponFields = {
  code: requiredString(COUPON_CODE_MAX),
  times: enums(COUPON_TIMES),
  quantity: optional(nullable(whole(1, 1_000_000))),
  perLearner: optional(nullable(whole(1, 1000))),
  discountKind: enums(DISCOUNT_KINDS),
  discountValue: whole(0, PRICE_MAX),
  maxDiscount: optional(nullable(whole(0, PRICE_MAX))),
  appliesToAll: flag(),
  idCourses: optional(list(idField(), COMMERCE_ITEMS_MAX)),
  idPackages: optional(list(idField(), COMMERCE_ITEMS_MAX)),
  startsAt: optional(nullable(text(40))),
  expiresAt: optional(nullable(text(40))),
};

export const COUPON_STATES = ['active', 'scheduled', 'expired', 'usedUp'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** What a coupon takes off a basket, checked before paying (nothing is counted). */
export interface CouponQuote {
  code: string;
  originPrice: number;
  discount: number;
  purchasePrice: number;
}

/** The items of a basket: courses and packages by id. */
const basket = {
  idCourses: optional(list(idField(), COMMERCE_ITEMS_MAX)),
  idPackages: optional(list(idField(), COMMERCE_ITEMS_MAX)),
};

const couponResource = resource<CouponSummary, Coupon>()('/Lms/Coupon', {
  fields: couponFields,
  filters: { state: optional(enums(COUPON_STATES)) },
  read: right(RIGHTS.coupon),
  write: right(RIGHTS.coupon),
  rules: [
    { field: 'code', key: 'coupon.codeChars', broken: (c) => !COUPON_CODE.test(c.code.trim()) },
    {
      field: 'discountValue',
      key: 'coupon.percentRange',
      broken: (c) => c.discountKind === 'percent' && (c.discountValue < 1 || c.discountValue > 100),
    },
    {
      field: 'discountValue',
      key: 'validation.minValue',
      params: { min: 1 },
      broken: (c) => c.discountKind === 'cash' && c.discountValue < 1,
    },
    endsAfterStart('startsAt', 'expiresAt', 'coupon.expiresBeforeStart'),
    {
      field: 'idCourses',
      key: 'coupon.chooseTargets',
      broken: (c) => !c.appliesToAll && !c.idCourses?.length && !c.idPackages?.length,
    },
  ],
});

export const coupon = {
  ...couponResource,
  check: endpoint<CouponQuote>()({
    method: 'GET',
    path: '/Lms/Coupon/Check',
    payload: object({ code: requiredString(COUPON_CODE_MAX), ...basket }),
    access: 'signedIn',
  }),
};
export const couponPayload = couponResource.add.payload;
export type CouponPayload = (typeof couponPayload)['TYPE'];

export const PAYMENT_TYPES = ['cash', 'transfer', 'vnpay'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];
export const ORDER_STATUSES = ['pending', 'paid', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderSummary {
  id: number;
  code: string;
  customerName: string;
  email: string | null;
  phone: string | null;
  paymentType: PaymentType;
  status: OrderStatus;
  purchasePrice: number;
  received: number | null;
  salesperson: string | null;
  createdAt: string;
  paidAt: string | null;
}

export interface OrderItem {
  idCourse: number | null;
  idPackage: number | null;
  name: string;
  price: number;
}

/** A process time: a status the order reached, who moved it there (or which gateway) and when. */
export interface OrderEvent {
  status: OrderStatus;
  by: string | null;
  actor: 'user' | 'vnpay' | 'transfer';
  at: string;
  /** A refund's amount (status 'refunded': the whole payment, or the part given back then). */
  amount: number | null;
  /** Why a refund was made. */
  reason: string | null;
}

/** How to pay by bank transfer: VietQR's payload (and its picture) with the exact amount and the code as note. */
export interface TransferInstructions {
  bankBin: string;
  /** The bank the BIN names (its short name, then its full name), or null for a BIN not on NAPAS's list. */
  bank: { shortName: string; name: string } | null;
  accountNumber: string;
  accountName: string;
  amount: number;
  note: string;
  /** The EMVCo payload a banking app scans. */
  payload: string;
  /** The QR code as an SVG data URL. */
  image: string;
}

export interface Order extends OrderSummary {
  idUser: number;
  province: string;
  source: 'admin' | 'checkout';
  creator: string | null;
  idSalesperson: number | null;
  shipFee: number;
  originPrice: number;
  discount: number;
  couponCode: string | null;
  note: string;
  refundedAt: string | null;
  /** How much of the payment went back so far. */
  refunded: number;
  /** How much may still go back: what was paid less what was refunded (0 unless paid). */
  refundable: number;
  items: OrderItem[];
  events: OrderEvent[];
  /** VNPay's payment page for a pending VNPay order. */
  paymentUrl: string | null;
  /** VietQR instructions for a pending transfer order (when the school set its account). */
  transfer: TransferInstructions | null;
  /**
   * The buyer's email and phone are masked for this caller (SPEC §6): a form shows them read-only, and a save
   * keeps the order's own.
   */
  contactsMasked: boolean;
}

export interface CourseOffer {
  /** A public, approved, paid course the learner is not enrolled in. */
  forSale: boolean;
  price: number;
  paymentTypes: Array<(typeof CHECKOUT_PAYMENT_TYPES)[number]>;
}

/** A package a learner can buy from a course's page: what it gives and, if she may buy it, for how much. */
export interface PackageOffer {
  id: number;
  name: string;
  about: string;
  benefits: string[];
  /** Its courses in the order shown to buyers. */
  courses: string[];
  price: number;
  /** A package with a price whose courses are all approved, one she does not have all of, payable online. */
  forSale: boolean;
  paymentTypes: CourseOffer['paymentTypes'];
}

/** A learner's own order in her list: what she bought, its total and where it stands. */
export interface MyOrder {
  id: number;
  code: string;
  status: OrderStatus;
  paymentType: PaymentType;
  purchasePrice: number;
  items: string[];
  createdAt: string;
  paidAt: string | null;
}

const orderFields = {
  /** An existing student; without one, a new student is made from the name, email and phone. */
  idUser: optional(nullable(idField())),
  customerName: optional(text(200)),
  email: optional(nullable(blankOr(email()))),
  phone: optional(nullable(blankOr(phone()))),
  province: optional(text(100)),
  paymentType: enums(PAYMENT_TYPES),
  ...basket,
  couponCode: optional(nullable(text(COUPON_CODE_MAX))),
  shipFee: optional(whole(0, PRICE_MAX)),
  idSalesperson: optional(nullable(idField())),
  note: optional(text(2000)),
};

const orderResource = resource<OrderSummary, Order>()('/Lms/Order', {
  fields: orderFields,
  filters: {
    status: optional(enums(ORDER_STATUSES)),
    paymentType: optional(enums(PAYMENT_TYPES)),
  },
  read: right(RIGHTS.order),
  write: right(RIGHTS.order),
});

export const orderPayload = orderResource.add.payload;
export type OrderPayload = (typeof orderPayload)['TYPE'];

export const REFUND_REASON_MAX = 500;

export const CHECKOUT_PAYMENT_TYPES = ['transfer', 'vnpay'] as const;

export const order = {
  ...orderResource,
  /** Pending → paid by a person with the right (cash or a transfer seen on the account). */
  confirm: endpoint<Order>()({
    method: 'POST',
    path: '/Lms/Order/Confirm',
    payload: object({ id: idField(), received: optional(nullable(whole(0, PRICE_MAX))) }),
    access: right(RIGHTS.order),
  }),
  cancel: endpoint<Order>()({
    method: 'POST',
    path: '/Lms/Order/Cancel',
    payload: byId(),
    access: right(RIGHTS.order),
  }),
  /**
   * Gives back all or part of what is left refundable (all when `amount` is omitted), for a reason. The order
   * becomes refunded, and the access it gave is taken back, only once the whole payment went back.
   */
  refund: endpoint<Order>()({
    method: 'POST',
    path: '/Lms/Order/Refund',
    payload: object({
      id: idField(),
      amount: optional(nullable(whole(1, PRICE_MAX))),
      reason: requiredString(REFUND_REASON_MAX),
    }),
    access: right(RIGHTS.order),
  }),
  /** A learner's own order for one course or package. */
  checkout: endpoint<Order>()({
    method: 'POST',
    path: '/Lms/Order/Checkout',
    payload: object({
      idCourse: optional(idField()),
      idPackage: optional(idField()),
      couponCode: optional(nullable(text(COUPON_CODE_MAX))),
      paymentType: enums(CHECKOUT_PAYMENT_TYPES),
    }),
    access: 'student',
  }),
  /** The packages a course is in, each with whether and how the signed-in learner can buy it. */
  packageOffers: endpoint<PackageOffer[]>()({
    method: 'GET',
    path: '/Lms/Order/PackageOffers',
    payload: object({ idCourse: idField() }),
    access: 'student',
  }),
  /** Whether and how the signed-in learner can buy a course: its price and the payment types the school set. */
  offer: endpoint<CourseOffer>()({
    method: 'GET',
    path: '/Lms/Order/Offer',
    payload: object({ idCourse: idField() }),
    access: 'student',
  }),
  /** The signed-in learner's own orders, newest first. */
  mine: endpoint<Paged<MyOrder>>()({
    method: 'GET',
    path: '/Lms/Order/Mine',
    payload: object({ take: optional(whole(1, 50)), page: optional(whole(1, 100_000)) }),
    access: 'student',
  }),
  /** One of the learner's own orders, with how to pay it while pending. */
  mineGet: endpoint<Order>()({
    method: 'GET',
    path: '/Lms/Order/MineGet',
    payload: byId(),
    access: 'student',
  }),
};

const vnp = (max = 255) => optional(text(max));

/** VNPay 2.1.0's notice parameters (IPN and return URL alike). */
export const vnpayNotice = object({
  vnp_TmnCode: vnp(20),
  vnp_Amount: vnp(20),
  vnp_BankCode: vnp(40),
  vnp_BankTranNo: vnp(255),
  vnp_CardType: vnp(40),
  vnp_PayDate: vnp(20),
  vnp_OrderInfo: vnp(255),
  vnp_TransactionNo: vnp(40),
  vnp_ResponseCode: vnp(4),
  vnp_TransactionStatus: vnp(4),
  vnp_TxnRef: vnp(100),
  vnp_SecureHashType: vnp(20),
  vnp_SecureHash: vnp(256),
});

/** VNPay's own reply to its IPN (not Saola's envelope). */
export interface VnpayIpnReply {
  RspCode: '00' | '01' | '02' | '04' | '97' | '99';
  Message: string;
}

export interface VnpayReturn {
  /** The signature was VNPay's. */
  valid: boolean;
  /** VNPay says the payment went through (the order is paid only by the IPN). */
  success: boolean;
  code: string | null;
  status: OrderStatus | null;
  idOrder: number | null;
}

export const payment = {
  vnpayIpn: endpoint<VnpayIpnReply>()({
    method: 'GET',
    path: '/Lms/Payment/VnpayIpn',
    payload: vnpayNotice,
    access: 'public',
  }),
  /** What the browser's return URL shows: checked, but it changes nothing. */
  vnpayReturn: endpoint<VnpayReturn>()({
    method: 'GET',
    path: '/Lms/Payment/VnpayReturn',
    payload: vnpayNotice,
    access: 'public',
  }),
  /**
   * A bank-transfer notice from the school's bank-feed service: `signature` is the hex HMAC-SHA256 of
   * `${id}|${amount}|${description}` with the school's transfer secret.
   */
  transferWebhook: endpoint<{ matched: boolean; code: string | null }>()({
    method: 'POST',
    path: '/Lms/Payment/TransferWebhook',
    payload: object({
      id: requiredString(100),
      amount: whole(0, PRICE_MAX),
      description: text(500),
      signature: requiredString(128),
    }),
    access: 'public',
    rememberReply: false,
  }),
};

export const VNPAY_URLS = {
  sandbox: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  production: 'https://pay.vnpay.vn/vpcpay.html',
} as const;
export const VNPAY_MODES = ['sandbox', 'production'] as const;

export interface PaymentSetting {
  vnpayTmnCode: string;
  vnpayMode: (typeof VNPAY_MODES)[number];
  /** Whether a hash secret is saved; its value never leaves the server. */
  hasVnpayHashSecret: boolean;
  vietqrBankBin: string;
  vietqrAccountNumber: string;
  vietqrAccountName: string;
  hasTransferSecret: boolean;
  /** Where VNPay and the bank feed send their notices. */
  ipnUrl: string;
  webhookUrl: string;
}

export const paymentSettingPayload = object({
  vnpayTmnCode: optional(text(20)),
  vnpayMode: enums(VNPAY_MODES),
  /** Blank keeps the saved secret. */
  vnpayHashSecret: optional(text(256)),
  vietqrBankBin: optional(text(6)),
  vietqrAccountNumber: optional(text(19)),
  vietqrAccountName: optional(text(50)),
  transferSecret: optional(text(256)),
  /** Forget a saved secret. */
  clearVnpayHashSecret: optional(flag()),
  clearTransferSecret: optional(flag()),
});
export type PaymentSettingPayload = (typeof paymentSettingPayload)['TYPE'];

export const paymentSetting = {
  get: endpoint<PaymentSetting>()({
    method: 'GET',
    path: '/Lms/PaymentSetting/Get',
    payload: object({}),
    access: 'owner',
  }),
  edit: endpoint<PaymentSetting>()({
    method: 'PUT',
    path: '/Lms/PaymentSetting/Edit',
    payload: paymentSettingPayload,
    access: 'owner',
  }),
};

export const REVENUE_GROUPS = ['day', 'month'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

export interface RevenueRow {
  key: string;
  label: string;
  paid: number;
  refunded: number;
  net: number;
  orders: number;
}

export interface RevenueReport {
  totals: { paid: number; refunded: number; net: number; orders: number };
  periods: RevenueRow[];
  items: RevenueRow[];
  salespeople: RevenueRow[];
  paymentTypes: RevenueRow[];
}

export const revenueQuery = object({
  from: requiredString(40),
  to: requiredString(40),
  groupBy: enums(REVENUE_GROUPS),
  paymentType: optional(enums(PAYMENT_TYPES)),
  idSalesperson: optional(idField()),
});

export const revenue = {
  revenue: endpoint<RevenueReport>()({
    method: 'GET',
    path: '/Lms/Report/Revenue',
    payload: revenueQuery,
    access: right(RIGHTS.revenueReport),
  }),
  /**
   * The same report as an Excel workbook (.xlsx), one sheet each for the periods, the courses/packages, the
   * salespeople and the payment types: the reply is the file itself, not JSON.
   */
  revenueExport: endpoint<Blob>()({
    method: 'GET',
    path: '/Lms/Report/RevenueExport',
    payload: revenueQuery,
    access: right(RIGHTS.revenueReport),
  }),
};

/** The words for an order's payment type and status, on the screens and in exported files. */
export const PAYMENT_TYPE_LABEL: Record<PaymentType, TranslationKey> = {
  cash: 'order.cash',
  transfer: 'order.transfer',
  vnpay: 'order.vnpay',
};

export const ORDER_STATUS_LABEL: Record<OrderStatus, TranslationKey> = {
  pending: 'order.pending',
  paid: 'order.paid',
  cancelled: 'order.cancelled',
  refunded: 'order.refunded',
};
