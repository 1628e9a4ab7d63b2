import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, SIZES, sessionToken, test } from './support';

/** A local date-time input's value, in the time zone the browser shares with this process. */
function localInput(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

async function signOut(page: Page) {
  const token = await sessionToken(page).catch(() => undefined);
  if (token)
    await page.request.get(`${SERVER}/Auth/User/Signout`, { headers: { authorization: `Bearer ${token}` } });
}

test('the owner schedules an exam for a class; a learner takes it and sees her score in her transcript; a visitor takes the public test', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const name = `Kiểm tra 15 phút Toán ${Date.now() % 100_000}`;

  // The owner schedules it for the class, open now, results released at once.
  await openSignedIn(page, 'owner', '/exam/list');
  await expect(page.getByRole('row', { name: /Kiểm tra giữa kỳ Toán 10/ })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm kỳ thi' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Tên kỳ thi/).fill(name);
  await dialog.getByRole('combobox', { name: /Bộ câu hỏi/ }).fill('Kiểm tra chương');
  await page
    .getByRole('option', { name: /Kiểm tra chương/ })
    .first()
    .click();
  await dialog.getByLabel(/^Mở lúc/).fill(localInput(new Date(Date.now() - 3_600_000)));
  await dialog.getByLabel(/^Đóng lúc/).fill(localInput(new Date(Date.now() + 24 * 3_600_000)));
  await dialog.getByLabel(/^Thời lượng/).fill('15');
  await dialog.getByRole('combobox', { name: /Lớp dự thi/ }).fill('10A1');
  await page.getByRole('option', { name: 'Lớp 10A1' }).first().click();
  await dialog.getByRole('combobox', { name: /Môn học \(bảng điểm\)/ }).fill('Toán');
  await page.getByRole('option', { name: 'Toán học' }).click();
  await dialog.getByLabel(/^Học kỳ/).fill('HK1');
  await dialog.getByRole('switch', { name: /Công bố kết quả/ }).click();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Đang mở')).toBeVisible();

  // The learner takes it.
  const learnerContext = await browser.newContext();
  const learner = await learnerContext.newPage();
  await openSignedIn(learner, 'student', '/exam/list');
  const card = learner.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  // One attempt: she is told so and confirms before the clock starts.
  const confirm = learner.getByRole('alertdialog', { name: 'Bắt đầu làm bài thi?' });
  await expect(confirm).toContainText('lượt làm bài cuối cùng');
  await confirm.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await expect(learner.getByRole('timer')).toBeVisible();
  await learner.getByRole('radio', { name: '{2; 3}' }).check();
  await learner.getByRole('checkbox', { name: '2 + 2 = 4' }).check();
  await learner.getByRole('checkbox', { name: 'Hà Nội là thủ đô của Việt Nam' }).check();
  await learner.getByRole('radio', { name: 'Đúng' }).check();
  await learner.getByRole('textbox', { name: 'Câu hỏi 4' }).fill('∪');
  await learner.screenshot({ path: join(SHOTS, 'exams-taking-vi-1280.png'), fullPage: true });
  await learner.getByRole('button', { name: 'Nộp bài' }).click();
  await expect(learner.getByRole('status').filter({ hasText: 'Điểm: 6/6' })).toBeVisible();
  await learner.getByRole('tab', { name: 'Đang mở' }).click();
  await expect(
    learner.getByRole('listitem').filter({ hasText: name }).getByText('Điểm: 6/6 · Đạt'),
  ).toBeVisible();

  // Her score is in her transcript, under the exam's subject, with the term average.
  await learner.goto(`${SERVER}/scoreRecord/list`);
  const scores = learner.getByRole('table', { name: 'Các điểm số' });
  await expect(scores.getByRole('row', { name: new RegExp(name) })).toContainText('10');
  await expect(learner.getByRole('table', { name: /Điểm trung bình/ }).getByText('Toán học')).toBeVisible();

  // The owner sees her result.
  await page.reload();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: /Kết quả/ })
    .click();
  const results = page.getByRole('dialog');
  await expect(results.getByRole('row').filter({ hasText: 'Đã nộp' })).toContainText('6/6');
  await page.keyboard.press('Escape');

  // The owner closes the window and shows the answers: the learner reviews hers beside the correct ones.
  await page.getByRole('button', { name: `Chỉnh sửa kỳ thi: ${name}` }).click();
  const editing = page.getByRole('dialog');
  await editing.getByLabel(/^Mở lúc/).fill(localInput(new Date(Date.now() - 2 * 3_600_000)));
  await editing.getByLabel(/^Đóng lúc/).fill(localInput(new Date(Date.now() - 2 * 60_000)));
  await editing.getByRole('switch', { name: /Cho học viên xem bài làm và đáp án/ }).click();
  await editing.getByRole('button', { name: 'Lưu' }).click();
  await expect(editing).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Đã đóng')).toBeVisible();
  // Closed, with answers shown, yet she cannot review it yet: the seeded midterm asks her the same quiz and is
  // still open, and no path gives a taker the answers of an open exam's questions (policy/exam-secrecy).
  await learner.goto(`${SERVER}/exam/list?tab=closed`);
  const closedCard = learner.getByRole('listitem').filter({ hasText: name });
  await expect(closedCard).toBeVisible();
  await expect(closedCard.getByRole('button', { name: 'Xem lại bài làm' })).toHaveCount(0);
  await learner.setViewportSize({ width: 1280, height: 800 });

  // A visitor takes the public placement test without an account.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${SERVER}/test`);
  // Before she begins: the test, its questions and its time, nothing started yet.
  await expect(visitor.getByText('English placement test')).toBeVisible();
  await expect(visitor.getByText('2 câu hỏi')).toBeVisible();
  await expect(visitor.getByText('Thời gian: 15 phút')).toBeVisible();
  await visitor.getByLabel(/^Họ tên/).fill('Khăm Phoumy');
  await visitor.getByRole('button', { name: 'Bắt đầu' }).click();
  await expect(visitor.getByRole('heading', { name: 'English placement test' })).toBeVisible();
  // Each question is numbered once: "Câu hỏi N" names its input for a screen reader, not again on screen.
  const labels = visitor.getByText(/^Câu hỏi \d+$/);
  await expect(labels).toHaveCount(2);
  for (const label of await labels.all()) await expect(label).toHaveClass(/sr-only/);
  await visitor.getByRole('radio', { name: 'She goes to school every day.' }).check();
  await visitor.getByRole('textbox').fill('am');
  await visitor.getByRole('button', { name: 'Nộp bài' }).click();
  // The end says what next: an account, the school's home page, or again.
  const result = visitor.getByRole('status').filter({ hasText: 'Điểm của bạn: 2/2' });
  await expect(result).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Đăng ký' })).toHaveAttribute('href', '/signUp');
  await expect(visitor.getByRole('link', { name: 'Trang chủ của trường' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Làm lại' })).toBeVisible();

  // Each screen in the three languages, wide and narrow.
  for (const locale of ['vi', 'en', 'lo'] as const) {
    for (const [width, height] of SIZES) {
      for (const p of [page, learner, visitor]) await p.setViewportSize({ width, height });
      await page.goto(`${SERVER}/exam/list?lang=${locale}`);
      await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `exams-admin-list-${locale}-${width}.png`), fullPage: true });
      for (const [route, shot, text] of [
        ['/exam/list?tab=closed', 'my-exams', name],
        ['/scoreRecord/list', 'my-scores', name],
        ['/noteRecord/list', 'my-notes', null],
      ] as const) {
        await learner.goto(`${SERVER}${route}${route.includes('?') ? '&' : '?'}lang=${locale}`);
        // A transcript shows its source twice, stacked under the subject on a phone and in its column when wide.
        if (text) await expect(learner.getByText(text).filter({ visible: true }).first()).toBeVisible();
        else await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
        await learner.waitForLoadState('networkidle');
        await learner.screenshot({
          path: join(SHOTS, `exams-${shot}-${locale}-${width}.png`),
          fullPage: true,
        });
      }
      await visitor.goto(`${SERVER}/test?lang=${locale}`);
      await expect(visitor.getByRole('button').first()).toBeVisible();
      await visitor.screenshot({
        path: join(SHOTS, `exams-public-test-${locale}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.goto(`${SERVER}/dashboard?lang=vi`);
  await learner.goto(`${SERVER}/dashboard?lang=vi`);
  await signOut(learner);
  await learnerContext.close();
  await visitorContext.close();
});
