import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SERVER } from '../playwright.config';
import { openSignedIn, SHOTS, signIn, test } from './support';

/** The seeded clip (8 s, testsrc2 and a tone): the owner uploads it as a teacher would. */
const CLIP = join(
  import.meta.dirname,
  '..',
  '..',
  'packages',
  'server',
  'src',
  'seed',
  'assets',
  'demo-lesson.mp4',
);

/**
 * No internet here: the YouTube IFrame API is replaced by a player that plays a 12-second video at 2× when
 * its button is pressed, reporting its time and states as the real one does.
 */
const FAKE_YOUTUBE = `
window.YT = {
  PlayerState: { PLAYING: 1, PAUSED: 2, ENDED: 0 },
  Player: function (element, options) {
    var time = 0, timer = null, self = this;
    var button = document.createElement('button');
    button.textContent = 'Play (fake YouTube ' + options.videoId + ')';
    element.replaceWith(button);
    this.getCurrentTime = function () { return time; };
    this.getDuration = function () { return 12; };
    this.getPlaybackRate = function () { return 2; };
    this.getPlayerState = function () { return timer ? 1 : 2; };
    this.seekTo = function (s) { time = s; };
    this.destroy = function () { clearInterval(timer); };
    button.onclick = function () {
      options.events.onStateChange({ data: 1, target: self });
      timer = setInterval(function () {
        time = Math.min(12, time + 0.5);
        if (time >= 12) { clearInterval(timer); timer = null; options.events.onStateChange({ data: 0, target: self }); }
      }, 250);
    };
  },
};
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();
`;

async function addLesson(
  page: Page,
  chapter: string,
  title: string,
  kind: string,
  fill: () => Promise<void>,
) {
  const section = page.getByRole('region', { name: chapter });
  await section.getByRole('button', { name: 'Thêm bài học' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm bài học' });
  await dialog.getByLabel(/Tên bài học/).fill(title);
  await dialog.getByRole('radio', { name: kind, exact: true }).check();
  await fill();
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(title, { exact: true })).toBeVisible();
}

test('an owner builds a course, a new student learns it to the end, and the owner sees 100 %', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // The owner's lesson form measures a YouTube video's length with the same player.
  await page.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE }),
  );
  await openSignedIn(page, 'owner', '/courseCategory/list');
  await page.getByLabel(/Tên danh mục/).fill('Tin học');
  await page.getByRole('button', { name: 'Thêm danh mục' }).click();
  await expect(page.getByText('Tin học', { exact: true })).toBeVisible();

  await page.goto(`${SERVER}/course/add`);
  await page.getByLabel(/Tên khóa học/).fill('Tin học 10 — Thuật toán');
  await page.getByRole('combobox', { name: /Danh mục/ }).click();
  await page.getByRole('option', { name: 'Tin học' }).click();
  await page.getByRole('radio', { name: 'Công khai' }).check();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/course\/edit\/\d+$/);
  const idCourse = Number(page.url().split('/').at(-1));

  await page.getByRole('tab', { name: 'Nội dung' }).click();
  await page.getByLabel(/Tên chương/).fill('Chương 1: Thuật toán là gì?');
  await page.getByRole('button', { name: 'Thêm chương' }).click();
  const chapter = 'Chương 1: Thuật toán là gì?';
  await expect(page.getByRole('region', { name: chapter })).toBeVisible();
  await addLesson(page, chapter, 'Bài giảng video', 'Video tải lên', async () => {
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles(CLIP);
    await expect(page.getByRole('dialog').getByText('demo-lesson.mp4')).toBeVisible();
  });
  await addLesson(page, chapter, 'Thuật toán trong đời sống', 'Video YouTube', async () => {
    await page
      .getByRole('dialog')
      .getByLabel(/Liên kết YouTube/)
      .fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(page.getByRole('dialog').getByText('Độ dài video: 0:12')).toBeVisible();
  });
  await addLesson(page, chapter, 'Kiểm tra nhanh', 'Bài kiểm tra', async () => {});

  await page.getByRole('button', { name: 'Câu hỏi: Kiểm tra nhanh' }).click();
  const quiz = page.getByRole('dialog', { name: /Thiết lập bài kiểm tra/ });
  await quiz.getByRole('button', { name: 'Thêm câu hỏi' }).click();
  await quiz.getByLabel(/Nội dung câu hỏi/).fill('Thuật toán là gì?');
  await quiz.getByLabel('Lựa chọn 1', { exact: true }).fill('Một dãy bước giải quyết bài toán');
  await quiz.getByLabel('Lựa chọn 2', { exact: true }).fill('Một loại máy tính');
  await quiz.getByRole('radio', { name: 'Đáp án đúng: Lựa chọn 1' }).check();
  await quiz.getByRole('button', { name: 'Lưu' }).click();
  await expect(quiz).toBeHidden();
  await page.screenshot({ path: join(SHOTS, 'course-curriculum-vi-1280.png'), fullPage: true });

  // A new student, enrolled from the course's Students tab.
  await page.goto(`${SERVER}/registerUser/add`);
  await page.getByLabel(/^Họ tên/).fill('Đỗ Minh Khoa');
  await page.getByLabel(/^Tên đăng nhập/).fill('khoa.do');
  await page.getByLabel(/^Mật khẩu/).fill('Hocsinh@2026');
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(`${SERVER}/registerUser/list`);
  await page.goto(`${SERVER}/course/edit/${idCourse}?tab=students`);
  await page.getByRole('combobox', { name: /Chọn học viên/ }).fill('Khoa');
  await page.getByRole('option', { name: 'Đỗ Minh Khoa (khoa.do)' }).click();
  await page.getByRole('button', { name: 'Ghi danh', exact: true }).click();
  await expect(page.getByRole('row', { name: /Đỗ Minh Khoa/ })).toContainText('0%');

  // The student learns: the video at 2×, the YouTube lesson, the quiz.
  const learner = await browser.newPage();
  await learner.route('https://www.youtube.com/iframe_api', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_YOUTUBE }),
  );
  await learner.goto(`${SERVER}/signIn`);
  await signIn(learner, 'khoa.do', 'Hocsinh@2026');
  await expect(learner).toHaveURL(`${SERVER}/dashboard`);
  await learner
    .getByRole('navigation', { name: 'Danh mục' })
    .getByRole('link', { name: 'Khóa học của tôi' })
    .click();
  await expect(learner).toHaveURL(`${SERVER}/my-course/list`);
  await learner.getByRole('link', { name: 'Tin học 10 — Thuật toán' }).click();
  await expect(learner).toHaveURL(`${SERVER}/my-course/${idCourse}`);
  await learner.getByRole('button', { name: 'Bắt đầu học' }).click();
  await expect(learner.getByRole('heading', { name: 'Bài giảng video' })).toBeVisible();
  const video = learner.locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    await element.play();
  });
  await expect(learner.getByText('Bạn đã hoàn thành bài học này')).toBeVisible({ timeout: 30_000 });
  await learner.screenshot({ path: join(SHOTS, 'lesson-video-vi-1280.png'), fullPage: true });

  await learner.getByRole('button', { name: /Bài tiếp theo/ }).click();
  await expect(learner.getByRole('heading', { name: 'Thuật toán trong đời sống' })).toBeVisible();
  await learner.getByRole('button', { name: /Play \(fake YouTube dQw4w9WgXcQ\)/ }).click();
  await expect(learner.getByText('Bạn đã hoàn thành bài học này')).toBeVisible({ timeout: 30_000 });

  await learner.getByRole('button', { name: /Bài tiếp theo/ }).click();
  await expect(learner.getByRole('heading', { name: 'Kiểm tra nhanh' })).toBeVisible();
  await learner.getByRole('button', { name: 'Bắt đầu làm bài' }).click();
  await learner.getByRole('radio', { name: 'Một loại máy tính' }).check();
  await learner.getByRole('button', { name: 'Nộp bài' }).click();
  await expect(learner.getByText(/Chưa đạt · 0\/1 điểm/)).toBeVisible();
  await learner.getByRole('button', { name: 'Làm lại' }).click();
  await learner.getByRole('radio', { name: 'Một dãy bước giải quyết bài toán' }).check();
  await learner.getByRole('button', { name: 'Nộp bài' }).click();
  await expect(learner.getByText(/Đạt · 1\/1 điểm/)).toBeVisible();
  await expect(learner.getByText('Tiến độ khóa học: 100%')).toBeVisible();
  await learner.screenshot({ path: join(SHOTS, 'lesson-quiz-vi-1280.png'), fullPage: true });
  await learner.close();

  const menu = page.getByRole('navigation', { name: 'Danh mục' });
  await menu.getByRole('button', { name: 'Học viên' }).click();
  await menu.getByRole('link', { name: 'Tiến độ học tập' }).click();
  await expect(page).toHaveURL(`${SERVER}/study/list`);
  const row = page.getByRole('row', { name: /Đỗ Minh Khoa/ });
  await expect(row).toContainText('100%');
  await expect(row).toContainText('3/3');
  await page.screenshot({ path: join(SHOTS, 'study-list-vi-1280.png'), fullPage: true });
});
