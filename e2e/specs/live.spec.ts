import { createHash, createHmac } from 'node:crypto';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { apiToken, openSignedIn, SHOTS, sessionToken, test } from './support';

const KEY = 'e2eLiveKitKey';
const SECRET = 'e2e-livekit-secret-0123456789abcdef';

/** A LiveKit webhook's Authorization: an HS256 JWT by the API key whose sha256 claim is the body's digest. */
function livekitAuth(raw: string): string {
  const b64 = (v: string | Buffer) => Buffer.from(v).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64(
    JSON.stringify({
      iss: KEY,
      nbf: now,
      exp: now + 600,
      sha256: createHash('sha256').update(raw).digest('base64'),
    }),
  );
  return `${head}.${body}.${createHmac('sha256', SECRET).update(`${head}.${body}`).digest('base64url')}`;
}

/** A local (Ho Chi Minh City) date and time `minutes` from now. */
function local(minutes: number) {
  const at = new Date(Date.now() + minutes * 60_000);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Ho_Chi_Minh', ...o }).format(at);
  const [d, m, y] = part({ day: '2-digit', month: '2-digit', year: 'numeric' }).split('/');
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part({ weekday: 'short' }));
  return {
    date: `${d}-${m}-${y}`,
    time: part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    weekday,
  };
}

/** Minutes since midnight in Ho Chi Minh City. */
function localMinutes(): number {
  const [h, m] = local(0).time.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

test('the owner schedules a live class for a group; learners join; the server records on time and late', async ({
  page,
  browser,
}) => {
  // A class's session lies within one local day, and this one must have begun half an hour ago and stay open for
  // the test: around midnight there is no such day yet, so the test waits for one (at most 40 minutes).
  const minutes = localMinutes();
  const wait = minutes < 31 ? 31 - minutes : minutes > 23 * 60 + 50 ? 24 * 60 + 31 - minutes : 0;
  test.setTimeout(240_000 + wait * 60_000);
  if (wait) await page.waitForTimeout(wait * 60_000);
  const ownerApi = await apiToken(page, 'owner');
  const headers = { authorization: `Bearer ${ownerApi}` };
  const setting = await page.request.put(`${SERVER}/Lms/Teaching/EditSetting`, {
    headers,
    data: { url: 'wss://live.example.edu.vn', apiKey: KEY, apiSecret: SECRET },
  });
  expect(setting.ok()).toBe(true);
  // The settings screen shows the server it keeps, the secret only as set.
  await openSignedIn(page, 'owner', '/setting/liveSetting');
  await expect(page.getByLabel(/^Khóa API/)).toHaveValue(KEY);
  await expect(page.getByLabel(/^Khóa bí mật API/)).toHaveValue('');
  await expect(page.getByText(/^Đã đặt\./)).toBeVisible();

  // The owner schedules today's class, begun half an hour ago, for the group 10A1.
  const start = local(-30);
  const end = local(Math.min(60, 24 * 60 - 1 - localMinutes()));
  const NAME = 'Hóa học 10 – học trực tuyến';
  await page.goto(`${SERVER}/teaching/add`);
  await page.getByLabel(/^Tên/).fill(NAME);
  await page.getByRole('combobox', { name: /^Giáo viên/ }).fill('Minh');
  await page.getByRole('option', { name: 'Trần Văn Minh' }).click();
  await page.getByRole('combobox', { name: /^Nhóm học viên/ }).fill('10A1');
  await page.getByRole('option', { name: 'Lớp 10A1' }).click();
  await page.getByLabel(/^Ngày bắt đầu/).fill(start.date);
  await page.getByLabel(/^Ngày kết thúc/).fill(local(60 * 24 * 14).date);
  await page.getByLabel(/^Giờ bắt đầu/).fill(start.time);
  await page.getByLabel(/^Giờ kết thúc/).fill(end.time);
  const days = ['Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7', 'Chủ nhật'];
  await page.getByRole('checkbox', { name: days[start.weekday] as string, exact: true }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/teaching\/list$/);
  await page.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(/\/teaching\/edit\/\d+$/);
  const idClass = Number(page.url().split('/').pop());
  await expect(page.getByText(`/teaching/join/${idClass}`)).toBeVisible();

  // The learner sees it open in her live classes and joins: the server hands her room token.
  const learner = await browser.newPage({ locale: 'vi-VN' });
  await openSignedIn(learner, 'student', '/live-class/list');
  const card = learner.getByRole('listitem').filter({ hasText: NAME });
  await expect(card.getByText('Đang mở')).toBeVisible();
  await card.getByRole('button', { name: 'Vào lớp' }).click();
  await expect(learner).toHaveURL(new RegExp(`/teaching/join/${idClass}$`));
  await learner.getByRole('button', { name: 'Vào lớp' }).click();
  await expect(learner.getByRole('heading', { name: NAME })).toBeVisible();
  const room = (await learner.locator('[data-room]').getAttribute('data-room')) as string;
  expect(room).toMatch(/^saola-/);
  for (const locale of ['vi', 'en', 'lo'] as const)
    for (const width of [1280, 360]) {
      await learner.setViewportSize({ width, height: 800 });
      await learner.goto(`${SERVER}/live-class/list?lang=${locale}`);
      await expect(learner.getByText(NAME).first()).toBeVisible();
      await learner.screenshot({ path: join(SHOTS, `live-classes-${locale}-${width}.png`), fullPage: true });
      await learner.goto(`${SERVER}/schedule/list?lang=${locale}`);
      await expect(learner.getByText(NAME).first()).toBeVisible();
      await learner.screenshot({ path: join(SHOTS, `live-schedule-${locale}-${width}.png`), fullPage: true });
      await learner.goto(`${SERVER}/teaching/join/${idClass}?lang=${locale}`);
      await learner
        .getByRole('button')
        .filter({ hasText: /Vào lớp|Join|ເຂົ້າຫ້ອງ/ })
        .last()
        .click();
      await expect(learner.locator('[data-room]')).toBeVisible();
      await learner.screenshot({ path: join(SHOTS, `live-join-${locale}-${width}.png`), fullPage: true });
    }
  const learnerToken = await sessionToken(learner);
  await learner.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: { authorization: `Bearer ${learnerToken}` },
  });
  await learner.close();

  // Nothing the learner's browser sends marks her present: an unsigned event is refused.
  const sheetUrl = `${SERVER}/Lms/Teaching/Attendance?id=${idClass}`;
  const learners = (await (await page.request.get(sheetUrl, { headers })).json()).data.learners as Array<{
    idUser: number;
    username: string;
  }>;
  const idOf = (username: string) => learners.find((l) => l.username === username)?.idUser;
  const eventOf = (id: string, username: string, minutesAfterStart: number) =>
    JSON.stringify({
      event: 'participant_joined',
      id,
      createdAt: String(Math.floor((Date.now() - (30 - minutesAfterStart) * 60_000) / 1000)),
      room: { sid: 'RM_e2e', name: room },
      participant: { sid: `PA_${username}`, identity: `u${idOf(username)}` },
    });
  const forged = await page.request.post(`${SERVER}/Lms/Teaching/Webhook`, {
    headers: { 'content-type': 'application/webhook+json', authorization: 'Bearer forged.token.value' },
    data: eventOf('EV_forged', 'student2', 0),
  });
  expect(forged.status()).toBe(401);
  // The video server reports Trang in a minute after the start and Nam twenty minutes after it.
  for (const [id, username, minutes] of [
    ['EV_e2e_1', 'student', 1],
    ['EV_e2e_2', 'student3', 20],
  ] as const) {
    const raw = eventOf(id, username, minutes);
    const reply = await page.request.post(`${SERVER}/Lms/Teaching/Webhook`, {
      headers: { 'content-type': 'application/webhook+json', authorization: livekitAuth(raw) },
      data: raw,
    });
    expect((await reply.json()).data).toEqual({ recorded: true });
  }

  // The owner sees Trang on time, Nam late and the others absent.
  await page.reload();
  const trang = page.getByRole('row', { name: /Phạm Thu Trang/ });
  await expect(trang.getByText('Đúng giờ')).toBeVisible();
  await expect(page.getByRole('row', { name: /Lê Hoàng Nam/ }).getByText('Muộn')).toBeVisible();
  await expect(page.getByRole('row', { name: /ສົມສັກ ພົມມະວົງ/ }).getByText('Vắng mặt')).toBeVisible();
  for (const locale of ['vi', 'en', 'lo'] as const)
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${SERVER}/teaching/list?lang=${locale}`);
      await expect(page.getByText(NAME)).toBeVisible();
      await page.screenshot({
        path: join(SHOTS, `live-teaching-list-${locale}-${width}.png`),
        fullPage: true,
      });
      await page.goto(`${SERVER}/teaching/edit/${idClass}?lang=${locale}`);
      await expect(page.getByRole('row', { name: /Phạm Thu Trang/ })).toBeVisible();
      await page.screenshot({
        path: join(SHOTS, `live-teaching-edit-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  await page.goto(`${SERVER}/dashboard?lang=vi`);
});
