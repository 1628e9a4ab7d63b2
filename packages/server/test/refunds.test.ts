import type { Course, Order, RevenueReport } from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let idStudent: number;

const enrolled = async (idCourse: number) => {
  const list = await call<Paged<{ idUser: number }>>('GET', '/Lms/Enrolment/List', { idCourse });
  return (list.body.data?.data ?? []).map((e) => e.idUser);
};

/** A paid cash order of one new course for the demo student, `received` as the school counted it. */
async function paidOrder(price: number, received = price): Promise<{ order: Order; course: Course }> {
  const course = (
    await call<Course>('POST', '/Lms/Course/Add', {
      name: `Khóa ${price}`,
      isPaid: true,
      price,
      visibility: 'public',
    })
  ).body.data as Course;
  const added = await call<Order>('POST', '/Lms/Order/Add', {
    idUser: idStudent,
    paymentType: 'cash',
    idCourses: [course.id],
  });
  const order = (await call<Order>('POST', '/Lms/Order/Confirm', { id: added.body.data?.id, received })).body
    .data as Order;
  return { order, course };
}

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  const student = await t.signIn('student');
  idStudent = (
    (await call<{ id: number }>('GET', '/Auth/User/Profile', undefined, student)).body.data as {
      id: number;
    }
  ).id;
});
afterAll(() => t.close());

describe('partial refunds', () => {
  it('gives back part of a payment for a reason, keeps access until the whole of it went back', async () => {
    const { order, course } = await paidOrder(600_000);
    expect(order).toMatchObject({ status: 'paid', refunded: 0, refundable: 600_000 });

    const part = await call<Order>('POST', '/Lms/Order/Refund', {
      id: order.id,
      amount: 200_000,
      reason: 'Học viên nghỉ hai buổi',
    });
    expect(part.status).toBe(200);
    expect(part.body.message).toBe('Part of the payment refunded');
    expect(part.body.data).toMatchObject({ status: 'paid', refunded: 200_000, refundable: 400_000 });
    expect(part.body.data?.events.at(-1)).toMatchObject({
      status: 'refunded',
      amount: 200_000,
      reason: 'Học viên nghỉ hai buổi',
      by: 'Nguyễn Thị Hoa',
    });
    // A partial refund leaves the learner in her course.
    expect(await enrolled(course.id)).toContain(idStudent);

    // Never more than was paid less what went back; the order is unchanged.
    const tooMuch = await call('POST', '/Lms/Order/Refund', { id: order.id, amount: 400_001, reason: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data).toEqual([{ field: 'amount', message: 'At most ₫400,000 can be refunded' }]);
    const inVietnamese = await call(
      'POST',
      '/Lms/Order/Refund',
      { id: order.id, amount: 500_000, reason: 'x' },
      owner,
      { locale: 'vi-VN' },
    );
    expect(inVietnamese.body.data).toEqual([
      { field: 'amount', message: 'Chỉ hoàn được tối đa 400.000\u00a0₫' },
    ]);
    // A reason is required, and blank is no reason.
    const noReason = await call('POST', '/Lms/Order/Refund', { id: order.id, amount: 1000, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((noReason.body.data as Array<{ field: string }>)[0]?.field).toBe('reason');
    expect((await call<Order>('GET', '/Lms/Order/Get', { id: order.id })).body.data).toMatchObject({
      status: 'paid',
      refunded: 200_000,
    });

    // Without an amount, the rest goes back: the order is refunded and the access taken back.
    const rest = await call<Order>('POST', '/Lms/Order/Refund', { id: order.id, reason: 'Chuyển trường' });
    expect(rest.body.message).toBe('Order refunded');
    expect(rest.body.data).toMatchObject({ status: 'refunded', refunded: 600_000, refundable: 0 });
    expect(
      rest.body.data?.events.filter((e) => e.status === 'refunded').map((e) => [e.amount, e.reason]),
    ).toEqual([
      [200_000, 'Học viên nghỉ hai buổi'],
      [400_000, 'Chuyển trường'],
    ]);
    expect(await enrolled(course.id)).not.toContain(idStudent);
    expect((await call('POST', '/Lms/Order/Refund', { id: order.id, amount: 1, reason: 'x' })).status).toBe(
      400,
    );
  });

  it('refunds at most what was received, and two refunds racing never exceed it', async () => {
    const { order } = await paidOrder(500_000, 300_000);
    expect(order.refundable).toBe(300_000);
    const replies = await Promise.all(
      [200_000, 200_000].map((amount) =>
        call<Order>('POST', '/Lms/Order/Refund', { id: order.id, amount, reason: 'Trùng đơn' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
    const after = (await call<Order>('GET', '/Lms/Order/Get', { id: order.id })).body.data as Order;
    expect(after).toMatchObject({ status: 'paid', refunded: 200_000, refundable: 100_000 });
  });

  it('counts each partial refund in the revenue report on its day', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    const before = (
      await call<RevenueReport>('GET', '/Lms/Report/Revenue', { from: day, to: day, groupBy: 'day' })
    ).body.data as RevenueReport;
    const { order } = await paidOrder(1_000_000);
    await call('POST', '/Lms/Order/Refund', { id: order.id, amount: 250_000, reason: 'Giảm học phí' });
    const after = (
      await call<RevenueReport>('GET', '/Lms/Report/Revenue', { from: day, to: day, groupBy: 'day' })
    ).body.data as RevenueReport;
    expect(after.totals.paid - before.totals.paid).toBe(1_000_000);
    expect(after.totals.refunded - before.totals.refunded).toBe(250_000);
    expect(after.items.find((r) => r.label === 'Khóa 1000000')).toMatchObject({
      paid: 1_000_000,
      refunded: 250_000,
      net: 750_000,
    });
  });

  it('refunds an order paid at nothing whole, taking back its access, and refuses any amount for it', async () => {
    const { order, course } = await paidOrder(300_000, 0);
    expect(order).toMatchObject({ status: 'paid', refundable: 0 });
    expect(await enrolled(course.id)).toContain(idStudent);
    const some = await call('POST', '/Lms/Order/Refund', { id: order.id, amount: 1, reason: 'Thử' });
    expect(some.status).toBe(400);
    const whole = await call<Order>('POST', '/Lms/Order/Refund', {
      id: order.id,
      reason: 'Học viên không học nữa',
    });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(whole.body.data).toMatchObject({ status: 'refunded', refunded: 0 });
    expect(whole.body.data?.events.at(-1)).toMatchObject({ amount: null, reason: 'Học viên không học nữa' });
    expect(await enrolled(course.id)).not.toContain(idStudent);
  });
});
