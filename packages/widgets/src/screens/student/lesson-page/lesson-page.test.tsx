import { initialSession, session } from '@saola/core/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { YOUTUBE_LOAD_TIMEOUT_MS } from '../../shared/youtube-api';
import {
  lockedLesson,
  outline,
  quizAttempt,
  quizLesson,
  quizOverview,
  quizPassed,
  textLesson,
  videoLesson,
  youtubeLesson,
} from '../shared/learning.fixtures';
import { FakeYouTubePlayer, fakeYouTube } from './fake-youtube';
import { LessonPage } from './lesson-page';
import { REPORT_EVERY_MS } from './use-watch-reporter';

beforeEach(() => {
  Object.assign(session, initialSession());
  (window as { YT?: unknown }).YT = fakeYouTube;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answers = (view: typeof videoLesson) => ({
  '/Lms/Learning/Lesson': ok(view),
  '/Lms/Learning/Course': ok(outline),
});

describe('LessonPage', () => {
  it('plays an uploaded video from where the learner left it, with next and previous', async () => {
    const navigate = vi.fn();
    renderWithFake(<LessonPage idCourse={7} idLesson={1} onNavigate={navigate} />, answers(videoLesson));
    const video = (await screen.findByLabelText('Hello and goodbye')) as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    // The source is set once the hls.js chunk has loaded, later on a busy machine.
    await waitFor(() => expect(video.getAttribute('src')).toBe('http://saola.test/files/1/clip.mp4'));
    expect(screen.getByText('Đã xem 40% · cần 80% để hoàn thành')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Bài trước/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Bài tiếp theo/ }));
    expect(navigate).toHaveBeenCalledWith('/course/7/lesson/2');
    const drawer = screen.getByRole('complementary', { name: 'Danh sách bài học' });
    expect(await within(drawer).findByRole('link', { current: 'page' })).toHaveTextContent(
      'Hello and goodbye',
    );
  });

  it('samples a YouTube player while it plays and reports what was watched every 15 s and on pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={4} />, {
      ...answers(youtubeLesson),
      '/Lms/Learning/Progress': ok({ ...youtubeLesson.progress, percent: 2 }),
    });
    await screen.findByText('YouTube dQw4w9WgXcQ');
    const player = FakeYouTubePlayer.last as FakeYouTubePlayer;
    act(() => player.state(1));
    for (let s = 1; s <= 15; s++) {
      player.time = s;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    await waitFor(() => expect(fake.sent.filter((r) => r.url.endsWith('/Progress'))).toHaveLength(1));
    const first = fake.sent.find((r) => r.url.endsWith('/Progress'))?.body as {
      intervals: number[][];
      duration: number;
    };
    expect(first.intervals).toEqual([[0, 15]]);
    expect(first.duration).toBe(600);
    player.time = 17;
    act(() => player.state(2));
    await waitFor(() => expect(fake.sent.filter((r) => r.url.endsWith('/Progress'))).toHaveLength(2));
    const last = fake.sent.at(-1)?.body as { intervals: number[][] } | undefined;
    expect(last?.intervals).toEqual([[0, 17]]);
    expect(REPORT_EVERY_MS).toBe(15_000);
  });

  it('says a YouTube video cannot be loaded when the IFrame API does not come, tells the teacher, and retries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A school network that blocks YouTube: the API script never arrives.
    (window as { YT?: unknown }).YT = undefined;
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={4} />, {
      ...answers(youtubeLesson),
      '/Lms/Learning/VideoFailed': ok({ reported: true }),
    });
    await screen.findByRole('status');
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(YOUTUBE_LOAD_TIMEOUT_MS);
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Không tải được video này.')).toBeDefined();
    expect(
      within(alert).getByText(
        'YouTube không phản hồi kịp: mạng có thể đang chặn YouTube (một số mạng trường học chặn YouTube).',
      ),
    ).toBeDefined();
    await waitFor(() =>
      expect(fake.sent.find((r) => r.url.endsWith('/VideoFailed'))?.body).toEqual({
        idLesson: 4,
        reason: 'noApi',
      }),
    );
    expect(await within(alert).findByText(/Giáo viên của bạn đã được báo/)).toBeDefined();

    (window as { YT?: unknown }).YT = fakeYouTube;
    fireEvent.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('YouTube dQw4w9WgXcQ')).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names what the YouTube player refused, in English: a video its owner will not have embedded', async () => {
    session.locale = 'en';
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={4} />, {
      ...answers(youtubeLesson),
      '/Lms/Learning/VideoFailed': ok({ reported: true }),
    });
    await screen.findByText('YouTube dQw4w9WgXcQ');
    act(() => (FakeYouTubePlayer.last as FakeYouTubePlayer).fail(150));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This video cannot be loaded.')).toBeDefined();
    expect(
      within(alert).getByText('The video’s owner does not allow it to be played on other sites.'),
    ).toBeDefined();
    expect(within(alert).getByText('YouTube error code: 150')).toBeDefined();
    expect(await within(alert).findByText(/Your teacher has been told/)).toBeDefined();
    await waitFor(() =>
      expect(fake.sent.find((r) => r.url.endsWith('/VideoFailed'))?.body).toEqual({
        idLesson: 4,
        reason: 'notEmbeddable',
        code: 150,
      }),
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('holds a restricted YouTube lesson at the furthest point watched', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithFake(<LessonPage idCourse={7} idLesson={4} />, {
      ...answers({ ...youtubeLesson, lesson: { ...youtubeLesson.lesson, seekRestricted: true } }),
      '/Lms/Learning/Progress': ok(youtubeLesson.progress),
    });
    await screen.findByText('YouTube dQw4w9WgXcQ');
    const player = FakeYouTubePlayer.last as FakeYouTubePlayer;
    player.time = 300;
    act(() => player.state(1));
    expect(player.seeks).toEqual([0]);
    expect(await screen.findByText('Bạn chưa thể tua tới đoạn chưa xem.')).toBeDefined();
  });

  it('completes a text lesson when the learner has read it', async () => {
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={2} />, {
      ...answers(textLesson),
      '/Lms/Learning/Complete': ok({
        ...textLesson.progress,
        completed: true,
        percent: 100,
        courseProgress: 75,
      }),
    });
    expect(await screen.findByText('hello — xin chào')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Đánh dấu đã đọc xong' }));
    expect(await screen.findByText('Bạn đã hoàn thành bài học này')).toBeDefined();
    expect(screen.getByText('Tiến độ khóa học: 75%')).toBeDefined();
    expect(fake.sent.find((r) => r.url.endsWith('/Complete'))?.body).toEqual({ idLesson: 2 });
  });

  it('completes a text read to its end on first opening, leaving no "mark as read" beside it', async () => {
    // The browser reports the text's end on screen at once: a short text is read as soon as it opens.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly seen: (entries: Array<{ isIntersecting: boolean }>) => void) {}
        observe() {
          this.seen([{ isIntersecting: true }]);
        }
        disconnect() {}
      },
    );
    renderWithFake(<LessonPage idCourse={7} idLesson={2} />, {
      ...answers(textLesson),
      '/Lms/Learning/Complete': ok({ ...textLesson.progress, completed: true, percent: 100 }),
    });
    expect(await screen.findByText('Bạn đã hoàn thành bài học này')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã đọc xong' })).toBeNull();
  });

  it('claims no completion and no course progress on a visitor’s trial lesson', async () => {
    const trial = {
      ...textLesson,
      viewer: 'visitor' as const,
      lesson: { ...textLesson.lesson, isTrial: true },
      progress: { ...textLesson.progress, completed: true, percent: 100, courseProgress: 0 },
    };
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={2} />, answers(trial));
    expect(await screen.findByText('hello — xin chào')).toBeDefined();
    expect(
      screen.getByText('Bạn đang học thử: tiến độ chỉ được tính khi bạn ghi danh vào khóa học.'),
    ).toBeDefined();
    expect(screen.queryByText('Bạn đã hoàn thành bài học này')).toBeNull();
    expect(screen.queryByText(/Tiến độ khóa học/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã đọc xong' })).toBeNull();
    expect(fake.sent.some((r) => r.url.endsWith('/Complete'))).toBe(false);
  });

  it('tells staff previewing a lesson that nothing counts as progress', async () => {
    session.locale = 'en';
    renderWithFake(<LessonPage idCourse={7} idLesson={1} />, answers({ ...videoLesson, viewer: 'staff' }));
    expect(
      await screen.findByText('You are previewing as staff: nothing here counts as progress.'),
    ).toBeDefined();
    expect(screen.queryByText(/Course progress/)).toBeNull();
    expect(screen.queryByText(/Watched 40%/)).toBeNull();
  });

  it('says why a locked lesson cannot be opened, in English', async () => {
    session.locale = 'en';
    renderWithFake(<LessonPage idCourse={7} idLesson={4} />, answers(lockedLesson));
    expect(await screen.findByText('This lesson is locked')).toBeDefined();
    expect(screen.getByText('Complete the previous lesson to open this one')).toBeDefined();
    expect(screen.queryByText(/YouTube/)).toBeNull();
  });

  it('runs a quiz: rules, questions without answers, and the graded result', async () => {
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={3} />, {
      ...answers(quizLesson),
      '/Lms/Quiz/Overview': ok(quizOverview),
      '/Lms/Quiz/Start': ok(quizAttempt),
      '/Lms/Quiz/Submit': ok(quizPassed),
    });
    expect(await screen.findByText('2 câu hỏi · 3 điểm · đạt từ 80%')).toBeDefined();
    expect(screen.getByText('Còn 2 lượt làm bài')).toBeDefined();
    expect(screen.getByText('Đáp án đúng được hiện sau lượt làm bài cuối cùng của bạn.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Bắt đầu làm bài' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Xin chào' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sai' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText(/Đạt · 3\/3 điểm/)).toBeDefined();
    expect(screen.getByText('Câu hỏi 1: Đúng')).toBeDefined();
    expect(fake.sent.find((r) => r.url.endsWith('/Submit'))?.body).toEqual({
      idAttempt: 31,
      answers: [
        { idQuestion: 301, choices: ['a'] },
        { idQuestion: 302, choices: ['false'] },
      ],
    });
  });

  it('asks before submitting a quiz with questions unanswered, and submits nothing on cancel', async () => {
    const fake = renderWithFake(<LessonPage idCourse={7} idLesson={3} />, {
      ...answers(quizLesson),
      '/Lms/Quiz/Overview': ok(quizOverview),
      '/Lms/Quiz/Start': ok(quizAttempt),
      '/Lms/Quiz/Submit': ok({ ...quizPassed, score: 0, passed: false }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    await screen.findByRole('radio', { name: 'Xin chào' });
    fireEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    const blank = await screen.findByRole('alertdialog', { name: 'Nộp bài' });
    expect(within(blank).getByText('Nộp bài? Bạn còn 2 câu chưa trả lời.')).toBeDefined();
    fireEvent.click(within(blank).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fake.sent.some((r) => r.url.endsWith('/Submit'))).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Xin chào' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    const one = await screen.findByRole('alertdialog', { name: 'Nộp bài' });
    expect(within(one).getByText('Nộp bài? Bạn còn 1 câu chưa trả lời.')).toBeDefined();
    fireEvent.click(within(one).getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText(/Chưa đạt · 0\/3 điểm/)).toBeDefined();
    expect(fake.sent.filter((r) => r.url.endsWith('/Submit'))).toHaveLength(1);
  });

  it('says in Lao how many questions are unanswered', async () => {
    session.locale = 'lo';
    renderWithFake(<LessonPage idCourse={7} idLesson={3} />, {
      ...answers(quizLesson),
      '/Lms/Quiz/Overview': ok(quizOverview),
      '/Lms/Quiz/Start': ok(quizAttempt),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'ເລີ່ມເຮັດແບບທົດສອບ' }));
    await screen.findByRole('radio', { name: 'Xin chào' });
    fireEvent.click(screen.getByRole('button', { name: 'ສົ່ງ' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('ສົ່ງບໍ? ຍັງມີ 2 ຄຳຖາມທີ່ບໍ່ໄດ້ຕອບ.')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'ຍົກເລີກ' })).toBeDefined();
  });

  it('names the right answer of a question missed, when the quiz shows answers', async () => {
    renderWithFake(<LessonPage idCourse={7} idLesson={3} />, {
      ...answers(quizLesson),
      '/Lms/Quiz/Overview': ok(quizOverview),
      '/Lms/Quiz/Start': ok(quizAttempt),
      '/Lms/Quiz/Submit': ok({
        ...quizPassed,
        score: 1,
        passed: false,
        review: [
          { idQuestion: 301, correct: ['a'], right: false },
          { idQuestion: 302, correct: ['false'], right: true },
        ],
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bắt đầu làm bài' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Tạm biệt' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sai' }));
    fireEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Câu hỏi 1: Sai · Đáp án: Xin chào')).toBeDefined();
    expect(screen.getByText('Câu hỏi 2: Đúng')).toBeDefined();
  });
});
