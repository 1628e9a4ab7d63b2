import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Order, RevenueReport } from '@saola/core/api';
import { vnpayDate, vnpaySign } from '../../packages/server/src/modules/commerce/vnpay';
import { DEMO_VNPAY } from '../../packages/server/src/seed/sales';
import { SERVER } from '../playwright.config';
import { apiToken, openSignedIn, SHOTS, sessionToken, test } from './support';

const COURSE = 'IELTS Writing Band 7+';
const BUY = { vi: 'Mua khóa học', en: 'Buy course', lo: 'ຊື້ຫຼັກສູດ' } as const;
const BUY_PACKAGE = { vi: 'Mua gói', en: 'Buy package', lo: 'ຊື້ແພັກເກັດ' } as const;
const BUY_TITLE = { vi: `Mua ${COURSE}`, en: `Buy ${COURSE}`, lo: `ຊື້ ${COURSE}` } as const;
const PACKAGES = {
  vi: 'Gói khóa học có khóa này',
  en: 'Packages with this course',
  lo: 'ແພັກເກັດທີ່ມີຫຼັກສູດນີ້',
} as const;
const REVENUE = { vi: 'Báo cáo doanh thu', en: 'Revenue report', lo: 'ລາຍງານລາຍຮັບ' } as const;
const ORDERS = { vi: 'Đơn hàng', en: 'Orders', lo: 'ຄຳສັ່ງຊື້' } as const;

/** The school's revenue from yesterday to tomorrow (Vietnam's days), as the owner's API answers it. */
async function revenueNow(page: Parameters<typeof apiToken>[0], token: string): Promise<RevenueReport> {
  const day = 86_400_000;
  const date = (at: number) => vnpayDate(new Date(at)).replace(/^(\d{4})(\d{2})(\d{2}).*/, '$1-$2-$3');
  const reply = await page.request.get(`${SERVER}/Lms/Report/Revenue`, {
    headers: { authorization: `Bearer ${token}` },
    params: { from: date(Date.now() - day), to: date(Date.now() + day), groupBy: 'day' },
  });
  expect(reply.status()).toBe(200);
  return (await reply.json()).data;
}

test('a learner buys a paid course with VNPay; VNPay’s notice pays it, she lands in the course; the owner sees the sale', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const ownerToken = await apiToken(page, 'owner');
  const before = await revenueNow(page, ownerToken);

  // The learner (not enrolled in the paid course) opens its page in the student area.
  await openSignedIn(page, 'student', '/my-course/list');
  const token = await sessionToken(page);
  // A paid course is not on her list until she buys it: the school links its page (a course's own address).
  const found = await page.request.get(`${SERVER}/Lms/Course/List`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    params: { keyword: 'IELTS', take: 50 },
  });
  const course = ((await found.json()).data.data as Array<{ id: number; name: string }>).find(
    (c) => c.name === COURSE,
  );
  expect(course).toBeDefined();
  const mine = await page.request.get(`${SERVER}/Lms/Learning/MyCourses`, {
    headers: { authorization: `Bearer ${token}` },
    params: { take: 200 },
  });
  expect(((await mine.json()).data.data as Array<{ idCourse: number }>).map((c) => c.idCourse)).not.toContain(
    course?.id,
  );
  const coursePage = `${SERVER}/my-course/${course?.id}`;

  for (const locale of ['en', 'lo', 'vi'] as const) {
    await page.goto(`${coursePage}?lang=${locale}`);
    await expect(page.getByRole('heading', { name: COURSE }).first()).toBeVisible();
    // The course's own offer, and below it the package it is in, with a "Buy" of its own.
    const packages = page.getByRole('region', { name: PACKAGES[locale] });
    await expect(packages.getByRole('heading', { name: 'Combo Kỹ năng 2026' })).toBeVisible();
    await expect(packages.getByRole('button', { name: BUY_PACKAGE[locale] })).toBeVisible();
    await page.getByRole('button', { name: BUY[locale] }).click();
    const dialog = page.getByRole('dialog', { name: BUY_TITLE[locale] });
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `commerce-buy-${locale}-1280.png`), fullPage: true });
    if (locale !== 'vi') await page.keyboard.press('Escape');
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: join(SHOTS, 'commerce-buy-vi-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // She pays with VNPay. The test stands in for VNPay's payment page: the browser goes nowhere outside.
  await page.route(
    (url) => url.hostname.endsWith('vnpayment.vn'),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>VNPay sandbox</title><h1>VNPay sandbox</h1>',
      }),
  );
  const dialog = page.getByRole('dialog', { name: BUY_TITLE.vi });
  await dialog.getByRole('radio', { name: 'Cổng VNPay' }).check();
  await dialog.getByRole('button', { name: 'Thanh toán', exact: true }).click();
  await expect(page).toHaveURL(/vnpayment\.vn/);
  // The order she made, as her own orders answer it (the page has left for VNPay).
  const bearer = { authorization: `Bearer ${token}` };
  const mineOrders = await page.request.get(`${SERVER}/Lms/Order/Mine`, { headers: bearer });
  const newest = (await mineOrders.json()).data.data[0] as { id: number; code: string; items: string[] };
  expect(newest.items).toEqual([COURSE]);
  const mineOrder = await page.request.get(`${SERVER}/Lms/Order/MineGet`, {
    headers: bearer,
    params: { id: newest.id },
  });
  const order = (await mineOrder.json()).data as Order;
  expect(order).toMatchObject({ status: 'pending', paymentType: 'vnpay', purchasePrice: 1_200_000 });
  expect(page.url()).toContain(`vnp_TxnRef=${order.code}`);
  // What the browser took to VNPay, signed with the school's merchant secret.
  const sent = Object.fromEntries(new URL(page.url()).searchParams);
  expect(sent).toMatchObject({
    vnp_TxnRef: order.code,
    vnp_Amount: '120000000',
    vnp_TmnCode: DEMO_VNPAY.tmnCode,
  });
  expect(vnpaySign(sent, DEMO_VNPAY.hashSecret)).toBe(sent.vnp_SecureHash);

  // What VNPay sends back when the card is accepted: the same order, its answer and its own reference.
  const answer: Record<string, string> = {
    vnp_Amount: sent.vnp_Amount as string,
    vnp_BankCode: 'NCB',
    vnp_BankTranNo: 'VNP14226112',
    vnp_CardType: 'ATM',
    vnp_OrderInfo: sent.vnp_OrderInfo as string,
    vnp_PayDate: vnpayDate(new Date()),
    vnp_ResponseCode: '00',
    vnp_TmnCode: DEMO_VNPAY.tmnCode,
    vnp_TransactionNo: '14226112',
    vnp_TransactionStatus: '00',
    vnp_TxnRef: order.code,
  };
  const signed = new URLSearchParams({ ...answer, vnp_SecureHash: vnpaySign(answer, DEMO_VNPAY.hashSecret) });

  // VNPay brings her back first: the page shows VNPay's word and waits for the school's confirmation.
  await page.goto(`${sent.vnp_ReturnUrl}?${signed}`);
  await expect(page.getByText('VNPay báo thanh toán thành công.', { exact: false })).toBeVisible();
  await expect(page.getByText('Đang chờ xác nhận thanh toán…')).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'commerce-waiting-vi-1280.png'), fullPage: true });

  // A forged notice is refused and pays nothing; VNPay's signed notice pays the order, once.
  const forged = new URLSearchParams({ ...answer, vnp_SecureHash: vnpaySign(answer, 'not-the-secret') });
  const refused = await page.request.get(`${SERVER}/Lms/Payment/VnpayIpn?${forged}`);
  expect(await refused.json()).toEqual({ RspCode: '97', Message: 'Invalid signature' });
  const ipn = await page.request.get(`${SERVER}/Lms/Payment/VnpayIpn?${signed}`);
  expect(ipn.status()).toBe(200);
  expect(await ipn.json()).toEqual({ RspCode: '00', Message: 'Confirm Success' });
  const again = await page.request.get(`${SERVER}/Lms/Payment/VnpayIpn?${signed}`);
  expect((await again.json()).RspCode).toBe('02');

  // Her page sees the order paid and opens the course.
  const start = page.getByRole('button', { name: 'Bắt đầu học' });
  await expect(start).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: BUY.vi })).toHaveCount(0);
  await page.screenshot({ path: join(SHOTS, 'commerce-paid-vi-1280.png'), fullPage: true });
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/course/${course?.id}/lesson/\\d+`));
  await expect(page.getByText('How the examiner marks Task 2').first()).toBeVisible();

  // Her profile lists the order, paid.
  const MINE = { vi: 'Đơn hàng của tôi', en: 'My orders', lo: 'ຄຳສັ່ງຊື້ຂອງຂ້ອຍ' } as const;
  const PAID = { vi: 'Đã thanh toán', en: 'Paid', lo: 'ຊຳລະແລ້ວ' } as const;
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await page.goto(`${SERVER}/user/profile?lang=${locale}`);
    const orders = page.getByRole('region', { name: MINE[locale] });
    const item = orders.getByRole('listitem').filter({ hasText: order.code });
    await expect(item).toContainText(PAID[locale]);
    await expect(item).toContainText(COURSE);
    await page.screenshot({ path: join(SHOTS, `commerce-my-orders-${locale}-1280.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${SERVER}/user/profile?lang=vi`);
  await expect(page.getByRole('region', { name: MINE.vi })).toContainText(order.code);
  await page.screenshot({ path: join(SHOTS, 'commerce-my-orders-vi-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The sale is in the school's revenue, exactly once.
  const after = await revenueNow(page, ownerToken);
  expect(after.totals.paid - before.totals.paid).toBe(1_200_000);
  expect(after.totals.orders - before.totals.orders).toBe(1);

  // The owner sees it in the revenue report and the order paid in the order list.
  const owner = await browser.newPage();
  await openSignedIn(owner, 'owner', '/revenueReport/list');
  await expect(owner.getByRole('heading', { name: REVENUE.vi })).toBeVisible();
  await expect(owner.getByRole('rowheader', { name: COURSE })).toBeVisible();
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await owner.goto(`${SERVER}/revenueReport/list?lang=${locale}`);
    await expect(owner.getByRole('heading', { name: REVENUE[locale] })).toBeVisible();
    await expect(owner.getByRole('rowheader', { name: COURSE })).toBeVisible();
    await owner.screenshot({ path: join(SHOTS, `commerce-revenue-${locale}-1280.png`), fullPage: true });
    await owner.goto(`${SERVER}/order/list?lang=${locale}`);
    await expect(owner.getByRole('heading', { name: ORDERS[locale] })).toBeVisible();
    await owner.getByRole('searchbox').fill(order.code);
    const row = owner.getByRole('row', { name: new RegExp(order.code) });
    await expect(row).toContainText({ vi: 'Đã thanh toán', en: 'Paid', lo: 'ຊຳລະແລ້ວ' }[locale]);
    await expect(row).toContainText('Phạm Thu Trang');
    await owner.screenshot({ path: join(SHOTS, `commerce-orders-${locale}-1280.png`), fullPage: true });
  }
  await owner.setViewportSize({ width: 360, height: 800 });
  await owner.goto(`${SERVER}/revenueReport/list?lang=vi`);
  await expect(owner.getByRole('heading', { name: REVENUE.vi })).toBeVisible();
  await owner.screenshot({ path: join(SHOTS, 'commerce-revenue-vi-360.png'), fullPage: true });
  // Only the test's own page signs out by itself: the owner's browser does as a person would.
  await owner.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${await sessionToken(owner)}` },
  });
  await owner.close();
});

test('the owner refunds part of a paid order for a reason, then the rest; the order list keeps its status on a phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const ownerToken = await apiToken(page, 'owner');
  const auth = { authorization: `Bearer ${ownerToken}` };
  const before = await revenueNow(page, ownerToken);
  // A cash sale the school confirmed: a learner and the paid course, as the owner's API has them.
  const learners = await page.request.get(`${SERVER}/Lms/Student/List`, {
    headers: auth,
    params: { take: 1 },
  });
  const learner = (await learners.json()).data.data[0] as { id: number };
  const courses = await page.request.get(`${SERVER}/Lms/Course/List`, {
    headers: auth,
    params: { keyword: 'IELTS', take: 50 },
  });
  const course = ((await courses.json()).data.data as Array<{ id: number; name: string }>).find(
    (c) => c.name === COURSE,
  );
  const added = await page.request.post(`${SERVER}/Lms/Order/Add`, {
    headers: auth,
    data: { idUser: learner.id, paymentType: 'cash', idCourses: [course?.id] },
  });
  const order = (await added.json()).data as Order;
  await page.request.post(`${SERVER}/Lms/Order/Confirm`, { headers: auth, data: { id: order.id } });

  await openSignedIn(page, 'owner', `/order/edit/${order.id}`);
  await page.getByRole('button', { name: 'Hoàn tiền' }).click();
  let dialog = page.getByRole('dialog', { name: 'Hoàn tiền' });
  // The whole of what is left, to start with; a reason is asked for.
  await expect(dialog.getByLabel(/^Số tiền hoàn/)).toHaveValue('1200000');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Trường này là bắt buộc')).toBeVisible();
  await dialog.getByLabel(/^Số tiền hoàn/).fill('1300000');
  await dialog.getByLabel(/^Lý do hoàn tiền/).fill('Học viên nghỉ bốn buổi vì ốm');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText(/Chỉ hoàn được tối đa 1\.200\.000/)).toBeVisible();
  await dialog.getByLabel(/^Số tiền hoàn/).fill('400000');
  await page.screenshot({ path: join(SHOTS, 'commerce-refund-dialog-vi-1280.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toHaveCount(0);
  // Kept in the history with its amount and reason; the rest is still refundable and the order still paid.
  const history = page.getByRole('list').filter({ hasText: 'Học viên nghỉ bốn buổi vì ốm' });
  await expect(history).toContainText('−400.000');
  await expect(page.getByText('Còn có thể hoàn')).toBeVisible();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: join(SHOTS, 'commerce-refund-part-vi-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The rest goes back: the order is refunded and offers no more refund.
  await page.getByRole('button', { name: 'Hoàn tiền' }).click();
  dialog = page.getByRole('dialog', { name: 'Hoàn tiền' });
  await expect(dialog.getByLabel(/^Số tiền hoàn/)).toHaveValue('800000');
  await dialog.getByLabel(/^Lý do hoàn tiền/).fill('Chuyển sang học trực tiếp');
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('button', { name: 'Hoàn tiền' })).toHaveCount(0);
  await expect(page.getByText('Chuyển sang học trực tiếp')).toBeVisible();

  // The revenue report counts the sale once and both refunds.
  const after = await revenueNow(page, ownerToken);
  expect(after.totals.paid - before.totals.paid).toBe(1_200_000);
  expect(after.totals.refunded - before.totals.refunded).toBe(1_200_000);

  // On a phone the order list still says where each order stands, without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  for (const locale of ['vi', 'en', 'lo'] as const) {
    await page.goto(`${SERVER}/order/list?lang=${locale}`);
    await expect(page.getByRole('heading', { name: ORDERS[locale] })).toBeVisible();
    await page.getByRole('searchbox').fill(order.code);
    const row = page.getByRole('row', { name: new RegExp(order.code) });
    const refunded = row.getByText({ vi: 'Đã hoàn tiền', en: 'Refunded', lo: 'ຄືນເງິນແລ້ວ' }[locale], {
      exact: true,
    });
    await expect(refunded).toBeInViewport();
    await page.screenshot({ path: join(SHOTS, `commerce-orders-${locale}-360.png`), fullPage: true });
  }
});

test('the owner’s dashboard says what waits for her; its orders link opens the orders waiting for payment', async ({
  page,
}) => {
  await openSignedIn(page, 'owner', '/dashboard');
  const waiting = page.getByRole('region', { name: 'Đang chờ bạn' });
  const orders = waiting.getByRole('link', { name: /đơn hàng chờ xác nhận thanh toán/ });
  await expect(orders).toBeVisible();
  // The demo school has no mail server: the owner is told so, with the way to set it up.
  const setup = page.getByRole('region', { name: 'Chưa thiết lập' });
  await expect(setup.getByRole('link', { name: /^Email đang tắt/ })).toHaveAttribute(
    'href',
    '/setting/mailSetting',
  );
  await page.screenshot({ path: join(SHOTS, 'dashboard-owner-vi-1280.png'), fullPage: true });
  await orders.click();
  await expect(page).toHaveURL(/\/order\/list\?status=pending$/);
  await expect(page.getByRole('heading', { name: ORDERS.vi })).toBeVisible();
  // The seeded order still waiting for its transfer, and none of the paid ones.
  await expect(page.getByRole('row', { name: /DHDEMO6E3Q/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /DHDEMO2A7K/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Trạng thái đơn/ })).toHaveValue('0');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${SERVER}/dashboard?lang=lo`);
  await expect(page.getByRole('region', { name: 'ລໍຖ້າທ່ານຢູ່' })).toBeVisible();
  await page.screenshot({ path: join(SHOTS, 'dashboard-owner-lo-360.png'), fullPage: true });
});
