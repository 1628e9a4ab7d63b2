import type { Order } from '@saola/core/api';
import { memoryResource } from '../../../../test/contract-fake';
import { type Answers, ok, refuse } from '../../../../test/fake-saola';
import { COURSES, courseServer } from '../course-list/course-list.fixtures';
import { packageServer } from '../course-package-list/course-package-list.fixtures';

const base = {
  province: 'Hà Nội',
  source: 'admin' as const,
  creator: 'Nguyễn Thị Hoa',
  idSalesperson: null,
  salesperson: null,
  shipFee: 0,
  discount: 0,
  couponCode: null,
  note: '',
  refundedAt: null,
  refunded: 0,
  refundable: 0,
  paymentUrl: null,
  transfer: null,
  contactsMasked: false,
};

export const ORDERS: Order[] = [
  {
    ...base,
    id: 1,
    code: 'DHDEMO2A7K',
    idUser: 10,
    customerName: 'Nguyễn Văn An',
    email: 'an.nguyen@example.vn',
    phone: '0978123456',
    paymentType: 'cash',
    status: 'pending',
    originPrice: 450_000,
    purchasePrice: 450_000,
    received: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    paidAt: null,
    items: [{ idCourse: 2, idPackage: null, name: 'Tiếng Anh giao tiếp', price: 450_000 }],
    events: [
      {
        status: 'pending',
        by: 'Nguyễn Thị Hoa',
        actor: 'user',
        at: '2026-11-20T02:00:00.000Z',
        amount: null,
        reason: null,
      },
    ],
  },
  {
    ...base,
    id: 2,
    code: 'DHDEMO4C9N',
    idUser: 11,
    customerName: 'ບຸນມີ ແກ້ວມະນີ',
    email: 'bounmy@example.la',
    phone: '02055588877',
    province: 'Vientiane',
    source: 'checkout',
    paymentType: 'vnpay',
    status: 'paid',
    originPrice: 350_000,
    purchasePrice: 350_000,
    received: 350_000,
    refundable: 350_000,
    createdAt: '2026-11-17T02:00:00.000Z',
    paidAt: '2026-11-17T03:00:00.000Z',
    items: [{ idCourse: 3, idPackage: null, name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ', price: 350_000 }],
    events: [
      {
        status: 'pending',
        by: 'ບຸນມີ ແກ້ວມະນີ',
        actor: 'user',
        at: '2026-11-17T02:00:00.000Z',
        amount: null,
        reason: null,
      },
      {
        status: 'paid',
        by: null,
        actor: 'vnpay',
        at: '2026-11-17T03:00:00.000Z',
        amount: null,
        reason: null,
      },
    ],
  },
];

const STUDENTS = [
  { id: 10, fullName: 'Nguyễn Văn An', username: 'an.nguyen' },
  { id: 12, fullName: 'Phạm Thu Trang', username: 'student' },
];

/** The order endpoints over an in-memory list (totals from the courses' prices, as the server does). */
export function orderServer(initial: Order[] = ORDERS): Answers {
  const course = (id: number) => COURSES.find((c) => c.id === id);
  let rows: Order[] = structuredClone(initial);
  const moved = (id: number, status: Order['status'], refund?: { amount: number; reason: string }) => {
    const row = rows.find((r) => r.id === id) as Order;
    const paid = status === 'paid';
    const next = {
      ...row,
      status,
      paidAt: paid && !refund ? '2026-11-22T02:00:00.000Z' : row.paidAt,
      received: paid && !refund ? row.purchasePrice : row.received,
      refunded: row.refunded + (refund?.amount ?? 0),
      refundable: paid && !refund ? row.purchasePrice : row.refundable - (refund?.amount ?? 0),
      events: [
        ...row.events,
        {
          status: refund ? ('refunded' as const) : status,
          by: 'Nguyễn Thị Hoa',
          actor: 'user' as const,
          at: '2026-11-22T02:00:00.000Z',
          amount: refund?.amount ?? null,
          reason: refund?.reason ?? null,
        },
      ],
    };
    rows = rows.map((r) => (r.id === id ? next : r));
    return ok(next, 'Đã lưu');
  };
  /** A refund as the server rules it: at most what is left, the order refunded once all of it went back. */
  const refund = ({ id, amount, reason }: { id: number; amount?: number | null; reason: string }) => {
    const row = rows.find((r) => r.id === id) as Order;
    const given = amount ?? row.refundable;
    if (given > row.refundable)
      return refuse(400, 'Dữ liệu không hợp lệ', [
        { field: 'amount', message: `Chỉ hoàn được tối đa ${row.refundable}` },
      ]);
    return moved(id, given === row.refundable ? 'refunded' : 'paid', { amount: given, reason });
  };
  const resource = memoryResource({
    area: 'order',
    rows,
    summary: (o) => ({
      id: o.id,
      code: o.code,
      customerName: o.customerName,
      email: o.email,
      phone: o.phone,
      paymentType: o.paymentType,
      status: o.status,
      purchasePrice: o.purchasePrice,
      received: o.received,
      salesperson: o.salesperson,
      createdAt: o.createdAt,
      paidAt: o.paidAt,
    }),
    save: (fields, id, before) => {
      const items = (fields.idCourses ?? []).map((idCourse) => ({
        idCourse,
        idPackage: null,
        name: course(idCourse)?.name ?? `#${idCourse}`,
        price: 450_000,
      }));
      const origin = items.reduce((s, i) => s + i.price, 0);
      const student = STUDENTS.find((s) => s.id === fields.idUser);
      return {
        ...base,
        id,
        code: before?.code ?? `DHNEW${id}XYZ`,
        idUser: fields.idUser ?? 99,
        customerName: student?.fullName ?? fields.customerName ?? '',
        email: fields.email ?? null,
        phone: fields.phone ?? null,
        paymentType: fields.paymentType,
        status: 'pending',
        originPrice: origin,
        purchasePrice: origin + (fields.shipFee ?? 0),
        received: null,
        shipFee: fields.shipFee ?? 0,
        createdAt: before?.createdAt ?? '2026-11-22T02:00:00.000Z',
        paidAt: null,
        items,
        events: before?.events ?? [],
      };
    },
  });
  return {
    ...courseServer(),
    ...packageServer(),
    ...resource,
    '/Lms/Student/List': () =>
      ok({ data: STUDENTS.map((s) => ({ ...s, email: null, phone: null })), total: STUDENTS.length }),
    '/Auth/User/Users': () =>
      ok({ data: [{ id: 2, fullName: 'Trần Văn Minh', idType: 3, username: 'teacher' }], total: 1 }),
    '/Lms/Order/Confirm': (request) => moved((request.body as { id: number }).id, 'paid'),
    '/Lms/Order/Cancel': (request) => moved((request.body as { id: number }).id, 'cancelled'),
    '/Lms/Order/Refund': (request) => refund(request.body as { id: number; amount?: number; reason: string }),
  };
}
