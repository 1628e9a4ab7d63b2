import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, test } from './support';

const GREETING = { vi: 'Xin chào', en: 'Hello', lo: 'ສະບາຍດີ' } as const;
const ACTIVITY = {
  vi: 'Hoạt động 30 ngày qua',
  en: 'Activity in the last 30 days',
  lo: 'ການເຄື່ອນໄຫວໃນ 30 ມື້ຜ່ານມາ',
};

/** The dashboards as people see them, for a person to look at: three languages, a phone and a laptop. */
for (const [area, username] of [
  ['admin', 'owner'],
  ['student', 'student2'],
] as const) {
  test(`${area} dashboard in vi, en and lo at 360 and 1280 px`, async ({ page }) => {
    await openSignedIn(page, username);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 800 });
      for (const locale of ['vi', 'en', 'lo'] as const) {
        await page.goto(`${SERVER}/dashboard?lang=${locale}`);
        const ready =
          area === 'admin'
            ? page.getByRole('figure', { name: ACTIVITY[locale] })
            : page.getByRole('heading', { name: new RegExp(`^${GREETING[locale]}`) });
        await expect(ready).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await page.screenshot({
          path: join(SHOTS, `dashboard-${area}-${locale}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
}

const MY_COURSES = { vi: 'Khóa học của tôi', en: 'My courses', lo: 'ຫຼັກສູດຂອງຂ້ອຍ' } as const;
const CURRICULUM = { vi: 'Nội dung khóa học', en: 'Curriculum', lo: 'ເນື້ອໃນຫຼັກສູດ' } as const;

test('a learner’s courses and course page in vi, en and lo at 360 and 1280 px', async ({ page }) => {
  await openSignedIn(page, 'student2');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width < 500 ? 780 : 800 });
    for (const locale of ['vi', 'en', 'lo'] as const) {
      await page.goto(`${SERVER}/my-course/list?lang=${locale}`);
      await expect(page.getByRole('heading', { name: MY_COURSES[locale] })).toBeVisible();
      await expect(page.getByRole('link', { name: 'ພາສາລາວເບື້ອງຕົ້ນ' })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `my-courses-${locale}-${width}.png`), fullPage: true });
      await page.getByRole('link', { name: 'ພາສາລາວເບື້ອງຕົ້ນ' }).click();
      await expect(page.getByRole('tab', { name: CURRICULUM[locale] })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, `course-detail-${locale}-${width}.png`), fullPage: true });
    }
  }
});
