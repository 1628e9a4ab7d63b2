import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { SERVER } from '../playwright.config';

export const PASSWORD = 'Saola@2026';
/** Where the run leaves screenshots for a person to look at (git-ignored). */
export const SHOTS = join(import.meta.dirname, '..', 'screenshots');

/** Signs in through the form the way a person does, from wherever the page is. */
export async function signIn(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel(/Tên đăng nhập|Username|ຊື່ຜູ້ໃຊ້/).fill(username);
  await page.getByLabel(/^(Mật khẩu|Password|ລະຫັດຜ່ານ)/).fill(password);
  await page.getByRole('button', { name: /^(Đăng nhập|Sign in|ເຂົ້າສູ່ລະບົບ)$/ }).click();
}

/** Opens the product signed out and signs in from the sign-in page. */
export async function openSignedIn(page: Page, username: string, path = '/dashboard') {
  await page.goto(`${SERVER}${path}`);
  await expect(page).toHaveURL(/\/signIn$/);
  await signIn(page, username);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** The interface languages every screen is looked at in. */
export const LOCALES = ['vi', 'en', 'lo'] as const;
/** The viewports every screen is looked at in: a laptop's and a phone's. */
export const SIZES = [
  [1280, 900],
  [360, 800],
] as const;

/** Runs `look` on the page at each size in each language, the page resized first. */
export async function inEveryLocaleAndSize(
  page: Page,
  look: (locale: (typeof LOCALES)[number], width: number) => Promise<void>,
) {
  for (const locale of LOCALES)
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await look(locale, width);
    }
}

/** A fresh token for an account, as a school portal would hold one. */
export async function apiToken(page: Pick<Page, 'request'>, username: string): Promise<string> {
  const reply = await page.request.post(`${SERVER}/Auth/User/SignIn`, {
    data: { username, password: PASSWORD, idDevice: `e2e-portal-${username}` },
  });
  return (await reply.json()).data.accessToken;
}

/** The bearer token the product keeps for the page's signed-in user. */
export function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('saola.session') ?? '{}').accessToken);
}

/**
 * Playwright's test, whose page signs out when the test ends: every spec signs in the same demo accounts, and
 * each sign-in from a new browser is one more device against the account's limit (5) for the whole run.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(page);
    // Only the product's own sign-ins: a portal page's token belongs to its spec, which may share it.
    if (!page.url().startsWith(SERVER)) return;
    const token = await sessionToken(page).catch(() => undefined);
    if (token)
      await page.request.get(`${SERVER}/Auth/User/Signout`, {
        headers: { authorization: `Bearer ${token}` },
      });
  },
});

/** A one-time `?accessToken=` code, as a school portal makes one for a signed-in user. */
export async function signInCode(page: Page, token: string): Promise<string> {
  const reply = await page.request.post(`${SERVER}/Auth/User/SignInCode`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  return (await reply.json()).data.code;
}

/** The built front end's files for each area, from the manifest the build wrote. */
export function areaChunks(): { admin: string; student: string } {
  return { admin: webChunk('admin-app/src/area.tsx'), student: webChunk('student-app/src/area.tsx') };
}

/** The built file of a module of the web build, by the end of its source path (`ui/rich-text/rich-text-view.tsx`). */
export function webChunk(suffix: string): string {
  const dist = join(import.meta.dirname, '..', '..', 'packages', 'web', 'dist');
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'),
  );
  return Object.entries(manifest).find(([key]) => key.endsWith(suffix))?.[1].file ?? `missing ${suffix}`;
}
