import { createHmac } from 'node:crypto';
import type {
  Coupon,
  CouponSummary,
  Course,
  Order,
  OrderSummary,
  PackageOffer,
  PaymentSetting,
  RevenueReport,
} from '@saola/core/api';
import type { Paged } from '@saola/core/http';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetExpired } from '../src/db/retention';
import { transferSignature } from '../src/modules/commerce/payments';
import { crc16, vietQrPayload } from '../src/modules/commerce/vietqr';
import { vnpayPaymentUrl, vnpaySign, vnpaySignData, vnpayVerify } from '../src/modules/commerce/vnpay';
import { type OwnerCall, startWithOwner, type TestServer } from './harness';

let t: TestServer;
let owner: string;
let call: OwnerCall;
let student: string;
let student2: string;
let maths: Course;
let physics: Course;
let idStudent: number;
const SECRET = 'DEMOSECRETKEYFORSANDBOX0123456789';
const TMN = 'SAOLA001';

async function course(name: string, price: number): Promise<Course> {
  return (await call<Course>('POST', '/Lms/Course/Add', { name, isPaid: true, price, visibility: 'public' }))
    .body.data as Course;
}

beforeAll(async () => {
  ({ t, owner, call } = await startWithOwner());
  student = await t.signIn('student');
  student2 = await t.signIn('student2');
  maths = await course('Toán 10', 500_000);
  physics = await course('Vật lý 10', 300_000);
  const me = await call<{ id: number }>('GET', '/Auth/User/Profile', undefined, student);
  idStudent = (me.body.data as { id: number }).id;
  await call('PUT', '/Lms/PaymentSetting/Edit', {
    vnpayTmnCode: TMN,
    vnpayMode: 'sandbox',
    vnpayHashSecret: SECRET,
    vietqrBankBin: '970436',
    vietqrAccountNumber: '0011001234567',
    vietqrAccountName: 'Truong Saola',
    transferSecret: 'bank-feed-secret',
  });
});
afterAll(() => t.close());

function ipn(
  order: { code: string; purchasePrice: number },
  over: Record<string, string> = {},
  secret = SECRET,
) {
  const params: Record<string, string> = {
    vnp_Amount: String(order.purchasePrice * 100),
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14226112',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: `Thanh toan don hang ${order.code}`,
    vnp_PayDate: '20261122153000',
    vnp_ResponseCode: '00',
    vnp_TmnCode: TMN,
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: order.code,
    ...over,
  };
  return { ...params, vnp_SecureHashType: 'HmacSHA512', vnp_SecureHash: vnpaySign(params, secret) };
}
const sendIpn = (params: Record<string, string>) =>
  t
    .call<never>({ method: 'GET', url: '/Lms/Payment/VnpayIpn', payload: params })
    .then((r) => r.body as unknown as { RspCode: string });

/** An order move's payload: a refund says why. */
const act = (action: string, id: number | undefined) =>
  action === 'Refund' ? { id, reason: 'Đổi ý' } : { id };

const enrolled = async (idCourse: number) => {
  const list = await call<Paged<{ idUser: number }>>('GET', '/Lms/Enrolment/List', { idCourse });
  return (list.body.data?.data ?? []).map((e) => e.idUser);
};

describe('VNPay and VietQR codecs', () => {
  it('signs the sorted, form-encoded query with HMAC-SHA512 and verifies it', () => {
    const params = { vnp_TxnRef: 'DH1', vnp_Amount: '1000000', vnp_OrderInfo: 'Thanh toan don hang DH1' };
    expect(vnpaySignData(params)).toBe(
      'vnp_Amount=1000000&vnp_OrderInfo=Thanh+toan+don+hang+DH1&vnp_TxnRef=DH1',
    );
    const expected = createHmac('sha512', 'secret')
      .update('vnp_Amount=1000000&vnp_OrderInfo=Thanh+toan+don+hang+DH1&vnp_TxnRef=DH1')
      .digest('hex');
    expect(vnpaySign(params, 'secret')).toBe(expected);
    expect(
      vnpayVerify(
        { ...params, vnp_SecureHash: expected.toUpperCase(), vnp_SecureHashType: 'HmacSHA512' },
        'secret',
      ),
    ).toBe(true);
    expect(vnpayVerify({ ...params, vnp_Amount: '100', vnp_SecureHash: expected }, 'secret')).toBe(false);
    expect(vnpayVerify({ ...params, vnp_SecureHash: expected }, 'other')).toBe(false);
    expect(vnpayVerify({ ...params, vnp_SecureHash: 'zz' }, 'secret')).toBe(false);
    // A value with reserved characters is encoded like a form (the return URL's slashes and colon).
    expect(vnpaySignData({ vnp_ReturnUrl: 'https://a.vn/x?y=1 2' })).toBe(
      'vnp_ReturnUrl=https%3A%2F%2Fa.vn%2Fx%3Fy%3D1+2',
    );
  });

  it('builds a payment URL VNPay can verify', () => {
    const url = new URL(
      vnpayPaymentUrl({
        baseUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
        tmnCode: TMN,
        secret: SECRET,
        txnRef: 'DHABCDEFGH',
        amount: 500_000,
        orderInfo: 'Thanh toan don hang DHABCDEFGH',
        returnUrl: 'http://localhost/my-course/list',
        ipAddr: '127.0.0.1',
        locale: 'vn',
        createdAt: new Date('2026-11-22T08:00:00Z'),
      }),
    );
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Amount: '50000000',
      vnp_CreateDate: '20261122150000',
    });
    expect(vnpayVerify(params, SECRET)).toBe(true);
  });

  it('closes a VietQR payload with its CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
    const payload = vietQrPayload({
      bankBin: '970436',
      accountNumber: '0011001234567',
      amount: 500000,
      note: 'DHABCDEFGH',
    });
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('0010A000000727');
    expect(payload).toContain('5406500000');
    expect(payload).toContain('62140810DHABCDEFGH');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
  });
});

describe('coupons', () => {
  it('adds, lists, edits and checks a coupon against current prices', async () => {
    const added = await call<Coupon>('POST', '/Lms/Coupon/Add', {
      code: 'HE2026',
      times: 'many',
      quantity: 100,
      discountKind: 'percent',
      discountValue: 20,
      maxDiscount: 80_000,
      appliesToAll: false,
      idCourses: [maths.id],
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      code: 'HE2026',
      used: 0,
      courses: [{ id: maths.id, name: 'Toán 10' }],
    });
    const quote = await call(
      'GET',
      '/Lms/Coupon/Check',
      { code: 'he2026', idCourses: [maths.id, physics.id] },
      student,
    );
    // 20% of the maths course only (100,000), capped at 80,000.
    expect(quote.body.data).toEqual({
      code: 'HE2026',
      originPrice: 800_000,
      discount: 80_000,
      purchasePrice: 720_000,
    });
    const other = await call(
      'GET',
      '/Lms/Coupon/Check',
      { code: 'HE2026', idCourses: [physics.id] },
      student,
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toBe('This coupon code does not apply to what you chose');
    // The same shape as the checkout's refusal, naming the check's own field.
    expect(other.body.data).toEqual([
      { field: 'code', message: 'This coupon code does not apply to what you chose' },
    ]);
    const list = await call<Paged<CouponSummary>>('GET', '/Lms/Coupon/List', {
      keyword: 'he20',
      state: 'active',
    });
    expect(list.body.data?.data.map((c) => c.code)).toEqual(['HE2026']);
    const edited = await call<Coupon>('PUT', '/Lms/Coupon/Edit', {
      id: added.body.data?.id,
      code: 'HE2026',
      times: 'many',
      discountKind: 'cash',
      discountValue: 50_000,
      appliesToAll: true,
      expiresAt: '2026-11-01T00:00:00Z',
    });
    expect(edited.body.data).toMatchObject({ discountKind: 'cash', quantity: null, courses: [] });
    const expired = await call(
      'GET',
      '/Lms/Coupon/Check',
      { code: 'HE2026', idCourses: [maths.id] },
      student,
    );
    expect(expired.body.message).toBe('This coupon code has expired');
  });

  it('refuses bad fields with their messages, and another school’s coupons are not found', async () => {
    const bad = await call('POST', '/Lms/Coupon/Add', {
      code: 'BAD CODE',
      times: 'once',
      discountKind: 'percent',
      discountValue: 10,
      appliesToAll: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([{ field: 'code', message: 'Letters, digits, "-" and "_" only' }]);
    const percent = await call('POST', '/Lms/Coupon/Add', {
      code: 'P150',
      times: 'once',
      discountKind: 'percent',
      discountValue: 150,
      appliesToAll: true,
    });
    expect(percent.body.data).toEqual([{ field: 'discountValue', message: 'A percentage from 1 to 100' }]);
    const shape = { times: 'many', discountKind: 'cash', discountValue: 10 };
    const backwards = await call('POST', '/Lms/Coupon/Add', {
      ...shape,
      code: 'BACKWARDS',
      appliesToAll: true,
      startsAt: '2026-12-02',
      expiresAt: '2026-12-01',
    });
    expect(backwards.body.data).toEqual([
      { field: 'expiresAt', message: 'The expiry date must be after the start date' },
    ]);
    const nowhere = await call('POST', '/Lms/Coupon/Add', { ...shape, code: 'NOWHERE', appliesToAll: false });
    expect(nowhere.body.data).toEqual([
      { field: 'idCourses', message: 'Choose at least one course or package' },
    ]);
    // A coupon of one day: it ends at that day's last moment, so the same day is in order.
    const oneDay = await call<Coupon>('POST', '/Lms/Coupon/Add', {
      ...shape,
      code: 'ONEDAY',
      appliesToAll: true,
      startsAt: '2026-12-01',
      expiresAt: '2026-12-01',
    });
    expect(oneDay.status).toBe(200);
    const edited = await call('PUT', '/Lms/Coupon/Edit', {
      ...shape,
      id: (oneDay.body.data as Coupon).id,
      code: 'ONEDAY',
      appliesToAll: true,
      startsAt: '2026-12-01',
      expiresAt: '2026-11-30',
    });
    expect(edited.body.data).toEqual([
      { field: 'expiresAt', message: 'The expiry date must be after the start date' },
    ]);
    const dup = await call('POST', '/Lms/Coupon/Add', {
      code: 'he2026',
      times: 'once',
      discountKind: 'cash',
      discountValue: 10,
      appliesToAll: true,
    });
    expect(dup.body.data).toEqual([{ field: 'code', message: 'This code already exists' }]);
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirs = await call<Coupon>(
      'POST',
      '/Lms/Coupon/Add',
      { code: 'THEIRS', times: 'once', discountKind: 'cash', discountValue: 10, appliesToAll: true },
      otherOwner,
      { host: other.host },
    );
    expect((await call('GET', '/Lms/Coupon/Get', { id: theirs.body.data?.id })).status).toBe(404);
    expect((await call('DELETE', '/Lms/Coupon/Delete', { ids: theirs.body.data?.id })).status).toBe(404);
    expect(
      (await call('GET', '/Lms/Coupon/Check', { code: 'THEIRS', idCourses: [maths.id] }, student)).status,
    ).toBe(400);
    const teacher = await t.signIn('teacher');
    expect((await call('GET', '/Lms/Coupon/List', {}, teacher)).status).toBe(403);
  });

  it('gives its last use to exactly one of two learners racing for it', async () => {
    await call('POST', '/Lms/Coupon/Add', {
      code: 'LAST1',
      times: 'once',
      discountKind: 'cash',
      discountValue: 100_000,
      appliesToAll: true,
    });
    const replies = await Promise.all(
      [student, student2].map((token) =>
        call<Order>(
          'POST',
          '/Lms/Order/Checkout',
          { idCourse: physics.id, couponCode: 'LAST1', paymentType: 'vnpay' },
          token,
        ),
      ),
    );
    const won = replies.filter((r) => r.status === 200);
    const lost = replies.filter((r) => r.status === 400);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(won[0]?.body.data).toMatchObject({
      discount: 100_000,
      purchasePrice: 200_000,
      couponCode: 'LAST1',
    });
    expect(lost[0]?.body.data).toEqual([
      { field: 'couponCode', message: 'This coupon code has been used up' },
    ]);
    // Cancelling the winner's order gives the use back.
    await call('POST', '/Lms/Order/Cancel', { id: won[0]?.body.data?.id });
    const again = await call<Order>(
      'POST',
      '/Lms/Order/Checkout',
      { idCourse: physics.id, couponCode: 'LAST1', paymentType: 'vnpay' },
      replies[0]?.status === 400 ? student : student2,
    );
    expect(again.status).toBe(200);
    await call('POST', '/Lms/Order/Cancel', { id: again.body.data?.id });
  });
  it('stops a buyer after 10 wrong coupon codes, at the check and the checkout alike, then lets her try again', async () => {
    t.clock.advance(16 * 60_000); // her refusal in the race above is out of the window
    await call('POST', '/Lms/Coupon/Add', {
      code: 'REAL10',
      times: 'many',
      discountKind: 'cash',
      discountValue: 10_000,
      appliesToAll: true,
    });
    const check = (code: string, token: string) =>
      call('GET', '/Lms/Coupon/Check', { code, idCourses: [maths.id] }, token);
    for (let i = 0; i < 9; i++) expect((await check(`GUESS${i}`, student2)).status).toBe(400);
    // A right code does not count against her; a wrong one typed at the checkout does.
    expect((await check('REAL10', student2)).status).toBe(200);
    const atCheckout = await call(
      'POST',
      '/Lms/Order/Checkout',
      { idCourse: maths.id, couponCode: 'GUESS9', paymentType: 'vnpay' },
      student2,
    );
    expect(atCheckout.body.data).toEqual([
      { field: 'couponCode', message: 'This coupon code does not exist' },
    ]);
    expect(atCheckout.body.message).toBe('This coupon code does not exist');
    const blocked = await t.call({
      method: 'GET',
      url: '/Lms/Coupon/Check',
      token: student2,
      payload: { code: 'REAL10', idCourses: [maths.id] },
      locale: 'vi-VN',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(
      'Bạn đã nhập sai mã giảm giá quá nhiều lần. Vui lòng thử lại sau 15 phút.',
    );
    expect(blocked.headers['retry-after']).toBe('900');
    const checkoutBlocked = await call(
      'POST',
      '/Lms/Order/Checkout',
      { idCourse: maths.id, couponCode: 'REAL10', paymentType: 'vnpay' },
      student2,
    );
    expect(checkoutBlocked.status).toBe(429);
    // Another buyer is not held back by her, and her window passes.
    expect((await check('REAL10', student)).status).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await check('REAL10', student2)).status).toBe(200);
    // The hourly sweep forgets guesses once no window reads them.
    const db = t.server.connection.db;
    const guesses = () => db.selectFrom('guessAttempts').where('kind', '=', 'coupon').select('id').execute();
    expect((await guesses()).length).toBeGreaterThan(10);
    await forgetExpired(db, new Date(t.clock.now().getTime() + 86_400_001));
    expect(await guesses()).toEqual([]);
  });
});

describe('orders', () => {
  it('sells to an existing student: totals from current prices, confirm enrols, process times recorded', async () => {
    const added = await call<Order>('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'cash',
      idCourses: [maths.id],
      shipFee: 20_000,
      province: 'Hà Nội',
      // A client's price is not a field: it is ignored.
      purchasePrice: 1,
    } as never);
    expect(added.status).toBe(400);
    const order = await call<Order>('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'cash',
      idCourses: [maths.id],
      shipFee: 20_000,
      province: 'Hà Nội',
    });
    expect(order.body.data).toMatchObject({
      status: 'pending',
      originPrice: 500_000,
      purchasePrice: 520_000,
      customerName: 'Phạm Thu Trang',
      creator: 'Nguyễn Thị Hoa',
      items: [{ idCourse: maths.id, name: 'Toán 10', price: 500_000 }],
    });
    expect(order.body.data?.code).toMatch(/^DH[A-Z0-9]{8}$/);
    const id = order.body.data?.id as number;
    const confirmed = await call<Order>('POST', '/Lms/Order/Confirm', { id, received: 520_000 });
    expect(confirmed.body.data).toMatchObject({ status: 'paid', received: 520_000 });
    expect(confirmed.body.data?.events.map((e) => [e.status, e.by])).toEqual([
      ['pending', 'Nguyễn Thị Hoa'],
      ['paid', 'Nguyễn Thị Hoa'],
    ]);
    expect(await enrolled(maths.id)).toContain(idStudent);
    // Refused transitions from paid.
    expect((await call('POST', '/Lms/Order/Confirm', { id })).body.message).toBe(
      'This cannot be done to an order in this status',
    );
    expect((await call('POST', '/Lms/Order/Cancel', { id })).status).toBe(400);
    expect(
      (await call('PUT', '/Lms/Order/Edit', { id, paymentType: 'cash', idCourses: [physics.id] })).status,
    ).toBe(400);
    expect((await call('DELETE', '/Lms/Order/Delete', { ids: id })).body.message).toBe(
      'A paid or refunded order cannot be deleted',
    );
    // Refund removes the access the order gave.
    const refunded = await call<Order>('POST', '/Lms/Order/Refund', { id, reason: 'Đổi ý' });
    expect(refunded.body.data?.status).toBe('refunded');
    expect(await enrolled(maths.id)).not.toContain(idStudent);
    // Refused transitions from refunded.
    for (const action of ['Confirm', 'Cancel', 'Refund'])
      expect((await call('POST', `/Lms/Order/${action}`, act(action, id))).status).toBe(400);
  });

  it('refuses refunding a pending order and anything but deleting a cancelled one', async () => {
    const order = await call<Order>('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'transfer',
      idCourses: [physics.id],
    });
    const id = order.body.data?.id as number;
    expect(order.body.data?.transfer).toMatchObject({
      bank: { shortName: 'Vietcombank', name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
      amount: 300_000,
      note: order.body.data?.code,
      accountName: 'TRUONG SAOLA',
    });
    expect(order.body.data?.transfer?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await call('POST', '/Lms/Order/Refund', { id, reason: 'Đổi ý' })).status).toBe(400);
    const edited = await call<Order>('PUT', '/Lms/Order/Edit', {
      id,
      idUser: idStudent,
      paymentType: 'cash',
      idCourses: [physics.id, maths.id],
    });
    expect(edited.body.data).toMatchObject({ purchasePrice: 800_000, transfer: null });
    expect((await call<Order>('POST', '/Lms/Order/Cancel', { id })).body.data?.status).toBe('cancelled');
    for (const action of ['Confirm', 'Cancel', 'Refund'])
      expect((await call('POST', `/Lms/Order/${action}`, act(action, id))).status).toBe(400);
    expect((await call('DELETE', '/Lms/Order/Delete', { ids: id })).body.data).toEqual({ deleted: 1 });
  });

  it('keeps an enrolment the learner had before when the order is refunded', async () => {
    const history = await course('Lịch sử 10', 200_000);
    await call('POST', '/Lms/Enrolment/Add', { idCourse: history.id, idUsers: [idStudent] });
    const order = await call<Order>('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'cash',
      idCourses: [history.id],
    });
    const id = order.body.data?.id as number;
    await call('POST', '/Lms/Order/Confirm', { id });
    await call('POST', '/Lms/Order/Refund', { id, reason: 'Đổi ý' });
    expect(await enrolled(history.id)).toContain(idStudent);
  });

  it('makes an account for a new customer, and sells packages', async () => {
    const pkg = await call<{ id: number }>('POST', '/Lms/CoursePackage/Add', {
      name: 'Combo 10',
      price: 700_000,
      idCourses: [maths.id, physics.id],
    });
    const order = await call<Order>('POST', '/Lms/Order/Add', {
      customerName: 'Vilayphone Sisouk',
      email: 'vilay@example.la',
      phone: '02055599999',
      paymentType: 'cash',
      idPackages: [pkg.body.data?.id],
    });
    expect(order.body.data).toMatchObject({ customerName: 'Vilayphone Sisouk', purchasePrice: 700_000 });
    const idBuyer = order.body.data?.idUser as number;
    await call('POST', '/Lms/Order/Confirm', { id: order.body.data?.id });
    expect(await enrolled(maths.id)).toContain(idBuyer);
    expect(await enrolled(physics.id)).toContain(idBuyer);
    const needsContact = await call('POST', '/Lms/Order/Add', {
      customerName: 'X',
      paymentType: 'cash',
      idCourses: [maths.id],
    });
    expect(needsContact.body.data).toEqual([{ field: 'email', message: 'Enter an email or a phone number' }]);
    const list = await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', {
      keyword: 'vilay',
      status: 'paid',
    });
    expect(list.body.data?.data).toHaveLength(1);
    // One folded key: a name typed without its marks, a phone or the order's code in lower case find it.
    const hoa = await call<Order>('POST', '/Lms/Order/Add', {
      customerName: 'Nguyễn Thị Hoà',
      phone: '0912000111',
      paymentType: 'cash',
      idCourses: [maths.id],
    });
    const found = async (keyword: string) =>
      (await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', { keyword })).body.data?.data.map(
        (o) => o.id,
      );
    expect(await found('nguyen thi hoa')).toEqual([hoa.body.data?.id]);
    expect(await found('0912000')).toEqual([hoa.body.data?.id]);
    expect(await found(hoa.body.data?.code.toLowerCase() as string)).toEqual([hoa.body.data?.id]);
    expect(await found('%')).toEqual([]);
  });

  it('sells only approved courses: a pending one alone or in a package is refused, by name, changing nothing', async () => {
    const draft = await course('Hóa học 10', 400_000);
    await t.server.connection.db
      .updateTable('courses')
      .set({ approval: 'pending' })
      .where('id', '=', draft.id)
      .execute();
    const pkg = await call<{ id: number }>('POST', '/Lms/CoursePackage/Add', {
      name: 'Combo tự nhiên',
      price: 800_000,
      idCourses: [maths.id, draft.id],
    });
    const before = (await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', {})).body.data?.total;
    const direct = await call('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'cash',
      idCourses: [draft.id],
    });
    expect(direct.status).toBe(400);
    expect(direct.body.data).toEqual([
      { field: 'idCourses', message: 'The course “Hóa học 10” is not approved yet, so it cannot be sold.' },
    ]);
    const packaged = await call('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'cash',
      idPackages: [pkg.body.data?.id],
    });
    expect(packaged.body.data).toEqual([
      { field: 'idPackages', message: 'The course “Hóa học 10” is not approved yet, so it cannot be sold.' },
    ]);
    const bought = await call(
      'POST',
      '/Lms/Order/Checkout',
      { idPackage: pkg.body.data?.id, paymentType: 'vnpay' },
      student,
    );
    expect(bought.status).toBe(400);
    expect((await call<Paged<OrderSummary>>('GET', '/Lms/Order/List', {})).body.data?.total).toBe(before);
    await t.server.connection.db
      .updateTable('courses')
      .set({ approval: 'approved' })
      .where('id', '=', draft.id)
      .execute();
    const approved = await call('POST', '/Lms/Order/Add', {
      idUser: idStudent,
      paymentType: 'cash',
      idCourses: [draft.id],
    });
    expect(approved.status).toBe(200);
  });

  it('answers 404 for another school’s orders and refuses a teacher without the right', async () => {
    const other = await t.addOtherSite();
    const otherOwner = await t.signIn('owner', { host: other.host });
    const theirStudent = await t.call<Paged<{ id: number }>>({
      method: 'GET',
      url: '/Lms/Student/List',
      token: otherOwner,
      host: other.host,
      payload: {},
    });
    const theirCourse = await call<Course>(
      'POST',
      '/Lms/Course/Add',
      { name: 'Theirs', isPaid: true, price: 1000 },
      otherOwner,
      { host: other.host },
    );
    const theirs = await call<Order>(
      'POST',
      '/Lms/Order/Add',
      {
        idUser: theirStudent.body.data?.data[0]?.id,
        paymentType: 'cash',
        idCourses: [theirCourse.body.data?.id],
      },
      otherOwner,
      { host: other.host },
    );
    expect(theirs.status).toBe(200);
    const id = theirs.body.data?.id;
    for (const action of ['Confirm', 'Cancel', 'Refund'])
      expect((await call('POST', `/Lms/Order/${action}`, act(action, id))).status).toBe(404);
    expect((await call('GET', '/Lms/Order/Get', { id })).status).toBe(404);
    expect((await call('GET', '/Lms/Order/MineGet', { id }, student)).status).toBe(404);
    // Their course cannot go into our order either.
    expect(
      (
        await call('POST', '/Lms/Order/Add', {
          idUser: idStudent,
          paymentType: 'cash',
          idCourses: [theirCourse.body.data?.id],
        })
      ).status,
    ).toBe(404);
    const teacher = await t.signIn('teacher');
    expect((await call('GET', '/Lms/Order/List', {}, teacher)).status).toBe(403);
    expect((await call('POST', '/Lms/Order/Confirm', { id }, student)).status).toBe(403);
  });
});

describe('checkout and VNPay notices', () => {
  it('pays by VNPay: forged, unknown, under-paid and replayed notices change nothing', async () => {
    const bio = await course('Sinh học 10', 450_000);
    expect((await call('GET', '/Lms/Order/Offer', { idCourse: bio.id }, student2)).body.data).toEqual({
      forSale: true,
      price: 450_000,
      paymentTypes: ['transfer', 'vnpay'],
    });
    const checkout = await call<Order>(
      'POST',
      '/Lms/Order/Checkout',
      { idCourse: bio.id, paymentType: 'vnpay' },
      student2,
    );
    expect(checkout.status).toBe(200);
    const order = checkout.body.data as Order;
    expect(order).toMatchObject({ status: 'pending', purchasePrice: 450_000, source: 'checkout' });
    const url = new URL(order.paymentUrl as string);
    expect(url.origin + url.pathname).toBe('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html');
    expect(url.searchParams.get('vnp_TxnRef')).toBe(order.code);
    expect(vnpayVerify(Object.fromEntries(url.searchParams), SECRET)).toBe(true);

    expect((await sendIpn(ipn(order, {}, 'forged-secret'))).RspCode).toBe('97');
    const tampered = { ...ipn(order), vnp_Amount: '100' };
    expect((await sendIpn(tampered)).RspCode).toBe('97');
    expect((await sendIpn(ipn({ code: 'DHNOTHERE2', purchasePrice: 450_000 }))).RspCode).toBe('01');
    expect((await sendIpn(ipn({ code: order.code, purchasePrice: 400_000 }))).RspCode).toBe('04');
    const still = await call<Order>('GET', '/Lms/Order/MineGet', { id: order.id }, student2);
    expect(still.body.data?.status).toBe('pending');
    // A failed payment is acknowledged and leaves the order pending.
    expect((await sendIpn(ipn(order, { vnp_ResponseCode: '24', vnp_TransactionStatus: '02' }))).RspCode).toBe(
      '00',
    );
    expect(
      (await call<Order>('GET', '/Lms/Order/MineGet', { id: order.id }, student2)).body.data?.status,
    ).toBe('pending');

    // The browser's return changes nothing.
    const back = await t.call<{ valid: boolean; success: boolean; status: string }>({
      method: 'GET',
      url: '/Lms/Payment/VnpayReturn',
      payload: ipn(order),
    });
    expect(back.body.data).toMatchObject({ valid: true, success: true, status: 'pending' });

    // Three identical notices at once: one pays, the others find it confirmed.
    const codes = await Promise.all([1, 2, 3].map(() => sendIpn(ipn(order))));
    expect(codes.map((c) => c.RspCode).sort()).toEqual(['00', '02', '02']);
    const paid = await call<Order>('GET', '/Lms/Order/MineGet', { id: order.id }, student2);
    expect(paid.body.data).toMatchObject({ status: 'paid', paymentUrl: null });
    expect(paid.body.data?.events.map((e) => [e.status, e.actor])).toEqual([
      ['pending', 'user'],
      ['paid', 'vnpay'],
    ]);
    const mine = await call<Paged<{ code: string; items: string[] }>>('GET', '/Lms/Order/Mine', {}, student2);
    expect(mine.body.data?.data[0]).toMatchObject({
      code: order.code,
      items: ['Sinh học 10'],
      status: 'paid',
    });
    const enrolledBio = await call<Paged<{ fullName: string }>>('GET', '/Lms/Enrolment/List', {
      idCourse: bio.id,
    });
    expect(enrolledBio.body.data?.data.map((e) => e.fullName)).toEqual(['ສົມສັກ ພົມມະວົງ']);
    expect((await sendIpn(ipn(order))).RspCode).toBe('02');
    expect(
      (await call<{ forSale: boolean }>('GET', '/Lms/Order/Offer', { idCourse: bio.id }, student2)).body.data
        ?.forSale,
    ).toBe(false);
    expect(
      (await call('POST', '/Lms/Order/Checkout', { idCourse: bio.id, paymentType: 'vnpay' }, student2)).body
        .message,
    ).toBe('You are already enrolled in this course');
  });

  it('refuses a free, private or unknown course and an unset payment type', async () => {
    const free = (await call<Course>('POST', '/Lms/Course/Add', { name: 'Free', visibility: 'public' })).body
      .data as Course;
    expect(
      (await call('POST', '/Lms/Order/Checkout', { idCourse: free.id, paymentType: 'vnpay' }, student)).body
        .message,
    ).toBe('This course is not for sale');
    expect(
      (await call('POST', '/Lms/Order/Checkout', { idCourse: 999999, paymentType: 'vnpay' }, student)).status,
    ).toBe(404);
    expect((await call('POST', '/Lms/Order/Checkout', { paymentType: 'vnpay' }, student)).status).toBe(400);
    expect(
      (await call('POST', '/Lms/Order/Checkout', { idCourse: maths.id, paymentType: 'vnpay' }, owner)).status,
    ).toBe(403);
  });

  it('pays a transfer order from a signed bank notice whose note carries the code and the exact amount', async () => {
    const chem = await course('Hóa học 10', 250_000);
    const order = (
      await call<Order>(
        'POST',
        '/Lms/Order/Checkout',
        { idCourse: chem.id, paymentType: 'transfer' },
        student,
      )
    ).body.data as Order;
    expect(order.transfer?.payload).toContain(order.code);
    const notice = (amount: number) => ({
      id: 'FT26326001',
      amount,
      description: `PHAM THU TRANG chuyen tien ${order.code} FT`,
    });
    const sign = (n: ReturnType<typeof notice>, secret = 'bank-feed-secret') => ({
      ...n,
      signature: transferSignature(secret, n),
    });
    expect(
      (await call('POST', '/Lms/Payment/TransferWebhook', sign(notice(250_000), 'wrong'), undefined)).status,
    ).toBe(401);
    expect(
      (await call('POST', '/Lms/Payment/TransferWebhook', sign(notice(200_000)), undefined)).body.data,
    ).toEqual({
      matched: false,
      code: order.code,
    });
    const paid = await call('POST', '/Lms/Payment/TransferWebhook', sign(notice(250_000)), undefined);
    expect(paid.body.data).toEqual({ matched: true, code: order.code });
    const replay = await call('POST', '/Lms/Payment/TransferWebhook', sign(notice(250_000)), undefined);
    expect(replay.body.data).toEqual({ matched: false, code: order.code });
    expect(await enrolled(chem.id)).toContain(idStudent);
  });
});

describe('payment setting and revenue', () => {
  it('never sends a secret back, and keeps it when the form leaves it blank', async () => {
    const got = await call<PaymentSetting>('GET', '/Lms/PaymentSetting/Get');
    expect(got.body.data).toMatchObject({
      vnpayTmnCode: TMN,
      hasVnpayHashSecret: true,
      hasTransferSecret: true,
    });
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    const saved = await call<PaymentSetting>('PUT', '/Lms/PaymentSetting/Edit', {
      vnpayTmnCode: TMN,
      vnpayMode: 'sandbox',
      vnpayHashSecret: '',
      vietqrBankBin: '970436',
      vietqrAccountNumber: '0011001234567',
      vietqrAccountName: 'Truong Saola',
    });
    expect(saved.body.data?.hasVnpayHashSecret).toBe(true);
    expect(JSON.stringify(saved.body)).not.toContain(SECRET);
    // Sealed in the database too: a copy of it does not hand out the gateway's key (the IPNs below verify).
    const row = await t.server.connection.db
      .selectFrom('paymentSettings')
      .select(['vnpayHashSecret', 'transferSecret'])
      .executeTakeFirstOrThrow();
    expect(row.vnpayHashSecret).toMatch(/^sealed1:/);
    expect(JSON.stringify(row)).not.toContain(SECRET);
    expect(JSON.stringify(row)).not.toContain('bank-feed-secret');
    expect((await call('GET', '/Lms/PaymentSetting/Get', {}, await t.signIn('teacher'))).status).toBe(403);
    const bad = await call('PUT', '/Lms/PaymentSetting/Edit', { vnpayMode: 'sandbox', vietqrBankBin: '97x' });
    expect(bad.body.data).toEqual([{ field: 'vietqrBankBin', message: 'A bank BIN has 6 digits' }]);
  });

  it('counts only paid money, and refunds subtract', async () => {
    const report = await call<RevenueReport>('GET', '/Lms/Report/Revenue', {
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'day',
    });
    expect(report.status).toBe(200);
    const data = report.body.data as RevenueReport;
    // Paid: 520,000 (refunded the same day), 200,000 (history, refunded), 700,000, 450,000, 250,000.
    expect(data.totals).toEqual({ paid: 2_120_000, refunded: 720_000, net: 1_400_000, orders: 5 });
    expect(data.periods).toEqual([expect.objectContaining({ key: '2026-11-22', net: 1_400_000 })]);
    expect(data.paymentTypes.find((r) => r.key === 'vnpay')?.net).toBe(450_000);
    expect(data.items.find((r) => r.label === 'Sinh học 10')?.net).toBe(450_000);
    const month = await call<RevenueReport>('GET', '/Lms/Report/Revenue', {
      from: '2026-01-01',
      to: '2026-12-31',
      groupBy: 'month',
      paymentType: 'cash',
    });
    expect(month.body.data?.periods.map((p) => [p.key, p.net])).toEqual([['2026-11', 700_000]]);
    const bad = await call('GET', '/Lms/Report/Revenue', {
      from: '2026-12-01',
      to: '2026-11-01',
      groupBy: 'day',
    });
    expect(bad.body.data).toEqual([{ field: 'to', message: 'The end date must be after the start date' }]);
  });

  it('exports the same report as an .xlsx: periods with their total, courses/packages, salespeople, payment types', async () => {
    const query = 'from=2026-11-01&to=2026-11-30&groupBy=day';
    const response = await t.server.app.inject({
      method: 'GET',
      url: `/Lms/Report/RevenueExport?${query}`,
      headers: { authorization: `Bearer ${owner}`, 'content-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2026-11-01-2026-11-30.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as never);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Period',
      'By course-package',
      'By salesperson',
      'By payment type',
    ]);
    const rows = (index: number) =>
      (book.worksheets[index]?.getSheetValues() ?? []).filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows(0)).toEqual([
      ['2026-11-01 – 2026-11-30', 'Orders', 'Paid', 'Refunded', 'Revenue'],
      ['2026-11-22', 5, 2_120_000, 720_000, 1_400_000],
      ['Total', 5, 2_120_000, 720_000, 1_400_000],
    ]);
    const report = (
      await call<RevenueReport>('GET', '/Lms/Report/Revenue', {
        from: '2026-11-01',
        to: '2026-11-30',
        groupBy: 'day',
      })
    ).body.data as RevenueReport;
    // Each table of the screen, row for row, in the same order.
    expect(rows(1).slice(1)).toEqual(report.items.map((r) => [r.label, r.orders, r.paid, r.refunded, r.net]));
    expect(rows(1)).toContainEqual(['Sinh học 10', 1, 450_000, 0, 450_000]);
    expect(rows(2)).toHaveLength(report.salespeople.length + 1);
    expect(rows(2)[0]).toEqual(['Salesperson', 'Orders', 'Paid', 'Refunded', 'Revenue']);
    expect(
      rows(3)
        .slice(1)
        .map((r) => r[0]),
    ).toContain('VNPay gateway');
    expect(rows(3).find((r) => r[0] === 'VNPay gateway')?.[4]).toBe(450_000);

    // The same right as the report, the same checks of the period.
    const teacher = await t.server.app.inject({
      method: 'GET',
      url: `/Lms/Report/RevenueExport?${query}`,
      headers: { authorization: `Bearer ${await t.signIn('teacher')}` },
    });
    expect(teacher.statusCode).toBe(403);
    const bad = await call('GET', '/Lms/Report/RevenueExport', {
      from: '2026-12-01',
      to: '2026-11-01',
      groupBy: 'day',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual([{ field: 'to', message: 'The end date must be after the start date' }]);
  });
});

// Last: its paid order would count in the revenue report's totals above.
describe('packages on a course page', () => {
  it("offers a course's packages on its page and sells one by checkout, once she has not all of its courses", async () => {
    const history = await course('Lịch sử 10', 250_000);
    const geo = await course('Địa lý 10', 250_000);
    const pkg = (
      await call<{ id: number }>('POST', '/Lms/CoursePackage/Add', {
        name: 'Combo xã hội',
        about: 'Hai môn xã hội lớp 10.',
        benefits: ['Tiết kiệm 100.000 ₫'],
        price: 400_000,
        idCourses: [history.id, geo.id],
      })
    ).body.data as { id: number };
    const offers = await call<PackageOffer[]>(
      'GET',
      '/Lms/Order/PackageOffers',
      { idCourse: geo.id },
      student2,
    );
    expect(offers.body.data).toEqual([
      {
        id: pkg.id,
        name: 'Combo xã hội',
        about: 'Hai môn xã hội lớp 10.',
        benefits: ['Tiết kiệm 100.000 ₫'],
        courses: ['Lịch sử 10', 'Địa lý 10'],
        price: 400_000,
        forSale: true,
        paymentTypes: ['transfer', 'vnpay'],
      },
    ]);
    const order = await call<Order>(
      'POST',
      '/Lms/Order/Checkout',
      { idPackage: pkg.id, paymentType: 'transfer' },
      student2,
    );
    expect(order.body.data).toMatchObject({ purchasePrice: 400_000, status: 'pending' });
    expect(order.body.data?.items).toEqual([
      expect.objectContaining({ idPackage: pkg.id, name: 'Combo xã hội' }),
    ]);
    await call('POST', '/Lms/Order/Confirm', { id: order.body.data?.id });
    const after = await call<PackageOffer[]>(
      'GET',
      '/Lms/Order/PackageOffers',
      { idCourse: geo.id },
      student2,
    );
    expect(after.body.data?.[0]?.forSale).toBe(false);
    expect(
      (await call('POST', '/Lms/Order/Checkout', { idPackage: pkg.id, paymentType: 'transfer' }, student2))
        .status,
    ).toBe(400);
    // Staff do not buy, and a course of no package has none to offer.
    expect((await call('GET', '/Lms/Order/PackageOffers', { idCourse: geo.id })).status).toBe(403);
    const alone = await course('Âm nhạc 10', 100_000);
    expect(
      (await call('GET', '/Lms/Order/PackageOffers', { idCourse: alone.id }, student2)).body.data,
    ).toEqual([]);
    // Another school's course, or none at all, is not found.
    const other = await t.addOtherSite();
    const theirs = await call<Course>(
      'POST',
      '/Lms/Course/Add',
      { name: 'Địa lý 10', isPaid: true, price: 100_000, visibility: 'public' },
      await t.signIn('owner', { host: other.host }),
      { host: other.host },
    );
    for (const idCourse of [theirs.body.data?.id, 999_999])
      expect((await call('GET', '/Lms/Order/PackageOffers', { idCourse }, student2)).status).toBe(404);
  });
});
