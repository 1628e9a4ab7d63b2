import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, test } from './support';

test('the owner builds a two-step member flow; the first approver approves, the second rejects with a reason; the member sees why; the log shows both', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner builds the flow: the training head (the teacher) first, then the owner herself.
  await openSignedIn(page, 'owner', '/approve/flow/list');
  await page.getByRole('button', { name: 'Thêm quy trình phê duyệt' }).click();
  await expect(page).toHaveURL(`${SERVER}/approve/flow/add`);
  await page.getByLabel(/^Mã quy trình/).fill('QT-E2E');
  await page.getByLabel(/^Tên quy trình/).fill('Duyệt thành viên hai bước');
  const steps = page.getByRole('region', { name: 'Các bước' }).getByRole('listitem');
  await steps
    .nth(0)
    .getByLabel(/^Tên bước/)
    .fill('Trưởng phòng xác nhận');
  await steps
    .nth(0)
    .getByRole('combobox', { name: /Người duyệt/ })
    .fill('Minh');
  await page.getByRole('option', { name: 'Trần Văn Minh (teacher)' }).click();
  await page.getByRole('button', { name: 'Thêm bước' }).click();
  await steps
    .nth(1)
    .getByLabel(/^Tên bước/)
    .fill('Giám đốc phê duyệt');
  await steps
    .nth(1)
    .getByRole('combobox', { name: /Người duyệt/ })
    .fill('Hoa');
  await page.getByRole('option', { name: 'Nguyễn Thị Hoa (owner)' }).click();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(`${SERVER}/approve/flow/list`);
  await expect(page.getByRole('row', { name: /QT-E2E/ })).toContainText('2 bước');

  // Member registrations go through it.
  await page.goto(`${SERVER}/approve/setting`);
  await page.getByRole('combobox', { name: /Quy trình duyệt đăng ký thành viên/ }).click();
  await page.getByRole('option', { name: 'QT-E2E — Duyệt thành viên hai bước' }).click();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Đã lưu').first()).toBeVisible();

  // A new member waits for approval.
  await page.goto(`${SERVER}/member/add`);
  await page.getByLabel(/^Họ tên/).fill('Lý Thị Mai');
  await page.getByLabel(/^Tên đăng nhập/).fill('mai.ly');
  await page.getByLabel(/^Mật khẩu/).fill('Thanhvien@2026');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(`${SERVER}/member/list`);
  await expect(page.getByRole('row', { name: /Lý Thị Mai/ })).toContainText('Chưa duyệt');

  // The first approver approves her step.
  const teacher = await browser.newPage();
  await openSignedIn(teacher, 'teacher', '/approve/member/list');
  await teacher.getByRole('link', { name: 'Lý Thị Mai' }).click();
  await expect(teacher.getByRole('heading', { name: 'Lý Thị Mai' })).toBeVisible();
  await teacher.getByRole('button', { name: 'Duyệt', exact: true }).click();
  await expect(teacher.getByRole('button', { name: 'Duyệt', exact: true })).toHaveCount(0);
  await teacher.request.get(`${SERVER}/Auth/User/Signout`, {
    headers: {
      authorization: `Bearer ${await teacher.evaluate(() => JSON.parse(localStorage.getItem('saola.session') ?? '{}').accessToken)}`,
    },
  });
  await teacher.close();

  // The second approver rejects it, and must say why.
  await page.goto(`${SERVER}/approve/member/list`);
  await page.getByRole('link', { name: 'Lý Thị Mai' }).click();
  await expect(page.getByText(/Bước 2\/2: Giám đốc phê duyệt/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Từ chối' }).click();
  await expect(page.getByText('Hãy nhập lý do.')).toBeVisible();
  await page.getByLabel(/^Lý do/).fill('Chưa nộp hợp đồng lao động');
  await page.getByRole('button', { name: 'Từ chối' }).click();
  await expect(page.getByRole('button', { name: 'Từ chối' })).toHaveCount(0);
  const detail = page.url();

  // The member's approval is cancelled with the reason as its note.
  await page.goto(`${SERVER}/member/list`);
  const member = page.getByRole('row', { name: /Lý Thị Mai/ });
  await expect(member).toContainText('Đã hủy duyệt');
  await expect(member).toContainText('Chưa nộp hợp đồng lao động');

  // The member sees why when she tries to sign in with her own password.
  const refused = await browser.newContext({ locale: 'vi-VN' });
  const mai = await refused.newPage();
  await mai.goto(`${SERVER}/signIn?lang=vi`);
  await mai.getByLabel(/Tên đăng nhập/).fill('mai.ly');
  await mai.getByLabel(/^Mật khẩu/).fill('Thanhvien@2026');
  await mai.getByRole('button', { name: /^Đăng nhập$/ }).click();
  await expect(
    mai.getByText('Nhà trường chưa chấp nhận đăng ký của bạn: Chưa nộp hợp đồng lao động').first(),
  ).toBeVisible();
  await expect(mai).toHaveURL(/\/signIn/);
  await mai.screenshot({ path: join(SHOTS, 'organisation-refused-member-vi-1280.png'), fullPage: true });
  await refused.close();

  // The log shows both decisions.
  await page.goto(`${SERVER}/approve/log`);
  const rows = page.getByRole('row', { name: /Lý Thị Mai/ });
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('row', { name: /Giám đốc phê duyệt/ }).first()).toContainText(
    'Chưa nộp hợp đồng lao động',
  );
  await expect(
    page.getByRole('row', { name: /Trưởng phòng xác nhận.*Lý Thị Mai|Lý Thị Mai.*Trưởng phòng xác nhận/ }),
  ).toContainText('Đã duyệt');

  for (const locale of ['vi', 'en', 'lo'] as const) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${detail}?lang=${locale}`);
    await expect(page.getByRole('heading', { name: 'Lý Thị Mai' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `organisation-request-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/approve/log?lang=${locale}`);
    await expect(page.getByRole('row', { name: /Lý Thị Mai/ }).first()).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `organisation-log-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/unit-management/list?lang=${locale}`);
    await expect(page.getByRole('row', { name: /Phòng Đào tạo/ })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `organisation-units-${locale}-1280.png`), fullPage: true });
    await page.goto(`${SERVER}/approve/flow/edit/${await flowId(page)}?lang=${locale}`);
    await expect(page.getByRole('heading', { name: 'Duyệt thành viên hai bước' })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `organisation-flow-${locale}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${SERVER}/member/list?lang=${locale}`);
    await expect(page.getByRole('row', { name: /Lý Thị Mai/ })).toBeVisible();
    await page.screenshot({ path: join(SHOTS, `organisation-members-${locale}-360.png`), fullPage: true });
  }
  await page.goto(`${SERVER}/dashboard?lang=vi`);
});

async function flowId(page: import('@playwright/test').Page): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('saola.session') ?? '{}').accessToken,
  );
  const reply = await page.request.get(`${SERVER}/Lms/ApproveFlow/List?keyword=QT-E2E`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await reply.json()).data.data[0].id;
}
