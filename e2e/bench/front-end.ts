/**
 * `pnpm bench`'s front-end part: the built product served by the real server on the demo school, opened in
 * Debian's Chromium with a cold cache (a new browser context per visit). For the public home page and a post,
 * the sign-in page, a student's dashboard, a lesson and the owner's dashboard it reports the Largest Contentful
 * Paint and the JavaScript transferred (as sent: compressed), the median of three visits: on localhost, then
 * the pages a learner on a mobile network opens under Lighthouse's mobile profile and DevTools' "Slow 4G"
 * (a 4× slower CPU with each). `BENCH_PROFILES=slow4g` measures only the profiles named. Writes its figures into
 * bench/results.json beside the API's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import { recordResults } from '../../bench/record';
import { type NetworkProfile, PROFILES } from './profiles';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = Number(process.env.BENCH_WEB_PORT ?? 4180);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Saola@2026';
const VISITS = 3;

function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--import', 'tsx', '--conditions=@saola/source', 'src/main.ts'], {
    cwd: join(ROOT, 'packages', 'server'),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'saola-bench-web-')),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('Saola is running')) resolve(server);
    });
    server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
}

async function api<T>(
  path: string,
  token?: string,
  body?: object,
  method = body ? 'POST' : 'GET',
): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await response.json()) as { data: T }).data;
}

/**
 * The session a browser keeps after signing in through the form, with the cookies the page set (the hint that
 * lets the server preload a page's files): visits start from both, as a return would.
 */
async function signedInSession(browser: Browser, username: string): Promise<Session> {
  const context = await browser.newContext({ locale: 'vi-VN' });
  const page = await context.newPage();
  await page.goto(`${BASE}/signIn`);
  await page.getByLabel(/Tên đăng nhập/).fill(username);
  await page.getByLabel(/^Mật khẩu/).fill(PASSWORD);
  await page.getByRole('button', { name: /^Đăng nhập$/ }).click();
  await page.waitForURL(/\/dashboard$/);
  const session = await page.evaluate(() => localStorage.getItem('saola.session'));
  const cookies = await context.cookies();
  await context.close();
  if (!session) throw new Error(`no session kept after ${username} signed in`);
  return { storage: session, cookies };
}

interface Session {
  storage: string;
  cookies: Awaited<ReturnType<BrowserContext['cookies']>>;
}

interface Visit {
  lcp: number;
  jsBytes: number;
  jsFiles: number;
  /** Each request as `start–end ms  what`, from the page's own request on: which waits on which. */
  log: string[];
}

async function visit(
  browser: Browser,
  path: string,
  session: Session | undefined,
  profile: NetworkProfile,
): Promise<Visit> {
  const context = await browser.newContext({ locale: 'vi-VN' });
  if (session) await context.addCookies(session.cookies);
  await context.addInitScript(
    ([saved]) => {
      if (saved && !localStorage.getItem('saola.session')) localStorage.setItem('saola.session', saved);
      const w = window as unknown as { __lcp: number; __lcpElement: string };
      w.__lcp = 0;
      w.__lcpElement = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__lcp = entry.startTime;
          // What painted last, for the trace: an element inside a widget's shadow root is named by its text.
          const element = (entry as PerformanceEntry & { element?: Element | null }).element;
          w.__lcpElement = element
            ? `<${element.localName}> ${element.textContent?.trim().slice(0, 60)}`
            : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    },
    [session?.storage ?? ''],
  );
  const page = await context.newPage();
  if (profile.network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  const scripts: Array<Promise<number>> = [];
  const requests: Array<{ start: number; end: number; what: string }> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
    const { startTime, responseEnd } = request.timing();
    const url = new URL(request.url());
    requests.push({
      start: startTime,
      end: startTime + responseEnd,
      what: `${request.resourceType()} ${url.pathname}${url.search}`,
    });
  });
  await page.goto(`${BASE}${path}`, { waitUntil: 'networkidle' });
  // LCP is final once the page is quiet and nothing larger paints.
  await page.waitForTimeout(500);
  // A visit that ended elsewhere (signed out, not found) would measure the wrong page.
  if (new URL(page.url()).pathname !== path) throw new Error(`${path} ended at ${page.url()}`);
  if (await page.getByText(/Không tìm thấy (trang|dữ liệu)/).count())
    throw new Error(`${path} showed "page not found"`);
  const { lcp, lcpElement } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __lcpElement: string };
    return { lcp: w.__lcp, lcpElement: w.__lcpElement };
  });
  const sizes = await Promise.all(scripts);
  await context.close();
  const zero = Math.min(...requests.map((r) => r.start));
  const log = requests
    .sort((a, b) => a.start - b.start)
    .map((r) => `${Math.round(r.start - zero)}–${Math.round(r.end - zero)} ms  ${r.what}`)
    .concat(`${Math.round(lcp)} ms  largest paint: ${lcpElement}`);
  return { lcp: Math.round(lcp), jsBytes: sizes.reduce((a, b) => a + b, 0), jsFiles: sizes.length, log };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const token = (
    await api<{ accessToken: string }>('/Auth/User/SignIn', undefined, {
      username: 'student2',
      password: PASSWORD,
      idDevice: 'bench-web',
    })
  ).accessToken;
  const courses = await api<{ data: Array<{ idCourse: number; enrolled: boolean }> }>(
    '/Lms/Learning/MyCourses?take=12',
    token,
  );
  const course = courses.data.find((c) => c.enrolled);
  if (!course) throw new Error('student2 has no course in the demo school');
  const outline = await api<{ nextLesson: number | null }>(
    `/Lms/Learning/Course?idCourse=${course.idCourse}`,
    token,
  );
  const session = await signedInSession(browser, 'student2');
  const ownerSession = await signedInSession(browser, 'owner');
  const owner = (
    await api<{ accessToken: string }>('/Auth/User/SignIn', undefined, {
      username: 'owner',
      password: PASSWORD,
      idDevice: 'bench-web',
    })
  ).accessToken;
  // The home page as a school publishes it (the demo leaves that to its owner): the second design, with a
  // banner, the newest courses, the teachers and the latest posts.
  const [, withPosts] = await api<Array<{ id: number; page: object }>>(
    '/Lms/LandingPage/Designs?locale=vi',
    owner,
  );
  if (!withPosts) throw new Error('the demo school offers no second design');
  await api(
    '/Lms/LandingPage/Save',
    owner,
    { locale: 'vi', design: withPosts.id, page: withPosts.page },
    'PUT',
  );
  await api('/Lms/LandingPage/Publish', owner, { locale: 'vi', published: true }, 'PUT');
  const posts = await api<{ data: Array<{ slug: string; status: string; publishedAt: string | null }> }>(
    '/Lms/Post/List?take=50',
    owner,
  );
  const post = posts.data.find(
    (p) => p.status === 'published' && p.publishedAt && p.publishedAt < new Date().toISOString(),
  );
  const pages = [
    // The school's public pages, as a visitor from a search engine opens them: HTML rendered by the server.
    { name: 'public home page (/)', path: '/', session: undefined },
    ...(post ? [{ name: 'public post page', path: `/p/${post.slug}`, session: undefined }] : []),
    { name: 'sign-in (/signIn)', path: '/signIn', session: undefined },
    { name: "student's /dashboard", path: '/dashboard', session },
    {
      name: 'lesson page',
      path: `/student/course/${course.idCourse}/lesson/${outline.nextLesson ?? ''}`,
      session,
    },
    { name: "owner's /dashboard", path: '/dashboard', session: ownerSession },
  ];
  // The public pages are rendered by the server and measured on localhost; the slow networks are for the app.
  const throttledPages = pages.filter((p) => !p.name.startsWith('public'));
  const only = process.env.BENCH_PROFILES?.split(',');
  const rows = [];
  for (const profile of PROFILES.filter((p) => !only || only.includes(p.id))) {
    for (const page of profile.network ? throttledPages : pages) {
      const visits: Visit[] = [];
      for (let i = 0; i < VISITS; i++) visits.push(await visit(browser, page.path, page.session, profile));
      // BENCH_TRACE=1 prints the median visit's requests: the chain a slow network pays for, round trip by round trip.
      if (process.env.BENCH_TRACE) {
        const middle = [...visits].sort((a, b) => a.lcp - b.lcp)[Math.floor(VISITS / 2)] as Visit;
        console.log(`\n${profile.id} ${page.name}: LCP ${middle.lcp} ms\n  ${middle.log.join('\n  ')}`);
      }
      rows.push({
        profile: profile.id,
        page: page.name,
        'LCP ms': median(visits.map((v) => v.lcp)),
        'LCP goal ms': profile.lcpGoal(page.name) ?? '—',
        'JS transferred kB': Number((median(visits.map((v) => v.jsBytes)) / 1024).toFixed(1)),
        'JS files': median(visits.map((v) => v.jsFiles)),
      });
    }
  }
  console.log(
    `\nFront end in Chromium (cold cache, median of ${VISITS} visits; ${PROFILES.map((p) => `${p.id}: ${p.label}`).join('; ')})`,
  );
  console.table(rows);
  recordResults('frontEnd', { rows });
} finally {
  await browser.close();
  server.kill();
}
