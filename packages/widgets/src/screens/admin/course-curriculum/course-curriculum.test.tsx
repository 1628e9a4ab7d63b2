import type { TransportRequest, TransportResponse } from '@saola/core/http';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { FakeYouTubePlayer, fakeYouTube } from '../../student/lesson-page/fake-youtube';
import { CourseCurriculum } from './course-curriculum';
import { CHAPTERS, curriculumServer } from './course-curriculum.fixtures';

const setup = () => renderWithFake(<CourseCurriculum idCourse={7} />, curriculumServer());
const rowOf = async (title: string) => (await screen.findByText(title)).closest('li') as HTMLElement;
const lessonsOf = (chapter: string) =>
  within(screen.getByRole('region', { name: chapter }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent ?? '');

const youtube = (api: unknown) => {
  (window as { YT?: unknown }).YT = api;
};
beforeEach(() => youtube(fakeYouTube));
afterEach(() => youtube(undefined));

/** Opens the add-lesson dialog of chapter 2 with a YouTube link typed in. */
async function addYouTubeLesson(title: string) {
  const chapter = await screen.findByRole('region', { name: 'Chương 2: Động lực học' });
  await userEvent.click(within(chapter).getByRole('button', { name: 'Thêm bài học' }));
  const dialog = screen.getByRole('dialog', { name: 'Thêm bài học' });
  await userEvent.type(within(dialog).getByLabelText(/Tên bài học/), title);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Video YouTube' }));
  await userEvent.type(
    within(dialog).getByLabelText(/Liên kết YouTube/),
    'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  );
  return dialog;
}

describe('CourseCurriculum', () => {
  it('shows chapters and their lessons with their kind, and adds a chapter', async () => {
    setup();
    expect(await screen.findByRole('region', { name: 'Chương 1: Động học' })).toBeDefined();
    expect(lessonsOf('Chương 1: Động học')[0]).toContain('Học thử');
    expect(lessonsOf('Chương 1: Động học')[1]).toContain('Video YouTube');
    await userEvent.type(screen.getByLabelText(/Tên chương/), 'Chương 3: Năng lượng');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm chương' }));
    expect(await screen.findByRole('region', { name: 'Chương 3: Năng lượng' })).toBeDefined();
  });

  it('adds a chapter once, however often Add chapter is clicked while it saves', async () => {
    const server = curriculumServer();
    const add = server['/Lms/Curriculum/AddChapter'] as (request: TransportRequest) => TransportResponse;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { sent } = renderWithFake(<CourseCurriculum idCourse={7} />, {
      ...server,
      '/Lms/Curriculum/AddChapter': async (request) => {
        await held;
        return add(request);
      },
    });
    await userEvent.type(await screen.findByLabelText(/Tên chương/), 'Chương 3: Năng lượng');
    const button = screen.getByRole('button', { name: 'Thêm chương' });
    await userEvent.dblClick(button);
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('region', { name: 'Chương 3: Năng lượng' })).toBeDefined();
    expect(button).toBeEnabled();
    expect(sent.filter((request) => request.url.endsWith('/AddChapter'))).toHaveLength(1);
  });

  it('tells the teacher how many learners could not load a YouTube lesson’s video, and why', async () => {
    setup();
    const chapter = await screen.findByRole('region', { name: 'Chương 1: Động học' });
    const row = within(chapter).getByText('Chuyển động thẳng đều').closest('li') as HTMLElement;
    expect(within(row).getByText('3 học viên không tải được video này')).toBeDefined();
    expect(
      within(row).getByText(
        'YouTube không phản hồi kịp: mạng có thể đang chặn YouTube (một số mạng trường học chặn YouTube).',
      ),
    ).toBeDefined();
    const other = within(chapter).getByText('Giới thiệu khóa học').closest('li') as HTMLElement;
    expect(within(other).queryByText(/không tải được video/)).toBeNull();
  });

  it('adds a YouTube lesson, showing a bad link under its field first', async () => {
    setup();
    const chapter = await screen.findByRole('region', { name: 'Chương 2: Động lực học' });
    await userEvent.click(within(chapter).getByRole('button', { name: 'Thêm bài học' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm bài học' });
    await userEvent.type(within(dialog).getByLabelText(/Tên bài học/), 'Lực ma sát');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Video YouTube' }));
    await userEvent.type(within(dialog).getByLabelText(/Liên kết YouTube/), 'https://vimeo.com/1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText(/YouTube không hợp lệ/)).toBeDefined();
    const link = within(dialog).getByLabelText(/Liên kết YouTube/);
    await userEvent.clear(link);
    await userEvent.type(link, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(lessonsOf('Chương 2: Động lực học')).toHaveLength(2));
    expect(lessonsOf('Chương 2: Động lực học')[1]).toContain('Lực ma sát');
  });

  it("shows a lesson's saved file with the size the server keeps for it, not 0 B", async () => {
    renderWithFake(<CourseCurriculum idCourse={7} />, {
      ...curriculumServer(),
      '/Storage/File/Get': ok({
        id: 5,
        name: 'newton.mp4',
        url: 'http://saola.test/files/1/newton.mp4',
        contentType: 'video/mp4',
        type: 'video',
        size: 3 * 1024 * 1024,
        createdAt: '2026-11-20T02:00:00.000Z',
        shared: false,
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Chỉnh sửa: Ba định luật Newton' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa bài học' });
    expect(await within(dialog).findByText('newton.mp4')).toBeDefined();
    expect(within(dialog).getByText('3 MB')).toBeDefined();
    expect(within(dialog).queryByText('0 B')).toBeNull();
  });

  it('does not save a lesson whose opening date cannot be read, and says why', async () => {
    const { sent } = setup();
    const chapter = await screen.findByRole('region', { name: 'Chương 2: Động lực học' });
    await userEvent.click(within(chapter).getByRole('button', { name: 'Thêm bài học' }));
    const dialog = screen.getByRole('dialog', { name: 'Thêm bài học' });
    await userEvent.type(within(dialog).getByLabelText(/Tên bài học/), 'Lực ma sát');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Video YouTube' }));
    await userEvent.type(
      within(dialog).getByLabelText(/Liên kết YouTube/),
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    const opens = within(dialog).getByRole('textbox', { name: /^Ngày mở bài/ });
    await userEvent.type(opens, '31-02-2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Ngày không hợp lệ')).toBeDefined();
    expect(opens).toHaveValue('31-02-2026');
    expect(sent.some((request) => request.url.endsWith('/AddLesson'))).toBe(false);
  });

  it('moves lessons with the arrow buttons, across chapters too, and saves the order', async () => {
    const { sent } = setup();
    await screen.findByRole('region', { name: 'Chương 1: Động học' });
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển xuống: Chuyển động thẳng đều' }));
    await waitFor(() => expect(lessonsOf('Chương 2: Động lực học')[0]).toContain('Chuyển động thẳng đều'));
    expect(sent.filter((r) => r.url.endsWith('/Reorder')).at(-1)?.body).toEqual({
      idCourse: 7,
      chapters: [
        { id: 1, lessons: [11] },
        { id: 2, lessons: [12, 21] },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Chuyển lên: Chương 2: Động lực học' }));
    await waitFor(() =>
      expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
        'saola-chapter-2',
        'saola-chapter-1',
      ]),
    );
  });

  it('drops a dragged lesson before another', async () => {
    setup();
    await screen.findByRole('region', { name: 'Chương 1: Động học' });
    const newton = screen.getByText('Ba định luật Newton').closest('li') as HTMLElement;
    // The uploaded video is still on its way to HLS: its author sees how far.
    expect(within(newton).getByText('Đang xử lý video: 45%')).toBeDefined();
    const intro = screen.getByText('Giới thiệu khóa học').closest('li') as HTMLElement;
    const data = { setData: () => {}, getData: () => '21' };
    fireEvent.dragStart(newton, { dataTransfer: data });
    fireEvent.dragOver(intro, { dataTransfer: data });
    fireEvent.drop(intro, { dataTransfer: data });
    await waitFor(() => expect(lessonsOf('Chương 1: Động học')[0]).toContain('Ba định luật Newton'));
    expect(lessonsOf('Chương 2: Động lực học')[0]).toContain('Chương chưa có bài học.');
  });

  it('deletes a chapter after asking', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa: Chương 1: Động học' }));
    const ask = screen.getByRole('alertdialog');
    expect(within(ask).getByText('Xóa chương “Chương 1: Động học” cùng các bài học của nó?')).toBeDefined();
    await userEvent.click(within(ask).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Chương 1: Động học' })).toBeNull());
  });

  it('measures a YouTube video’s length with its player, shows it and sends it with the lesson', async () => {
    // As the real player: no length until the video's metadata has loaded, after it is told to play.
    youtube({
      ...fakeYouTube,
      Player: class extends FakeYouTubePlayer {
        playing = false;
        override getDuration = () => (this.playing ? 213.4 : 0);
        playVideo = () => {
          this.playing = true;
        };
        constructor(...args: ConstructorParameters<typeof FakeYouTubePlayer>) {
          super(...args);
          setTimeout(() => args[1].events?.onReady?.({ target: this }));
        }
      },
    });
    const { sent } = setup();
    const dialog = await addYouTubeLesson('Lực ma sát');
    expect(await within(dialog).findByText('Độ dài video: 3:33')).toBeDefined();
    expect(within(dialog).queryByLabelText(/Độ dài video \(phút:giây\)/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(lessonsOf('Chương 2: Động lực học')).toHaveLength(2));
    expect(sent.find((request) => request.url.endsWith('/AddLesson'))?.body).toMatchObject({
      kind: 'youtube',
      youtubeUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      duration: 213,
    });
  });

  it('asks for the length by hand where YouTube cannot measure it, and will not save without it', async () => {
    // A video whose owner will not have it embedded: the player fails before it tells any length.
    youtube({
      ...fakeYouTube,
      Player: class extends FakeYouTubePlayer {
        override getDuration = () => 0;
        constructor(...args: ConstructorParameters<typeof FakeYouTubePlayer>) {
          super(...args);
          setTimeout(() => this.fail(150));
        }
      },
    });
    const { sent } = setup();
    const dialog = await addYouTubeLesson('Lực hướng tâm');
    const typed = await within(dialog).findByLabelText(/Độ dài video \(phút:giây\)/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(typed, '12 phút');
    expect(within(dialog).getByText('Nhập độ dài theo dạng phút:giây, ví dụ 12:05')).toBeDefined();
    await userEvent.clear(typed);
    await userEvent.type(typed, '12:05');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(lessonsOf('Chương 2: Động lực học')).toHaveLength(2));
    const added = sent.filter((request) => request.url.endsWith('/AddLesson'));
    expect(added.map((request) => (request.body as { duration: unknown }).duration)).toEqual([null, 725]);
  });

  it('flags a YouTube lesson saved without a length', async () => {
    const old = structuredClone(CHAPTERS);
    const saved = old[0]?.lessons[1];
    if (saved) saved.duration = null;
    renderWithFake(<CourseCurriculum idCourse={7} />, curriculumServer(old));
    expect(await within(await rowOf('Chuyển động thẳng đều')).findByText(/Cần độ dài video/)).toBeDefined();
    expect(within(await rowOf('Giới thiệu khóa học')).queryByText(/Cần độ dài video/)).toBeNull();
  });

  it('keeps a saved lesson’s length while its video stays, without measuring it again', async () => {
    FakeYouTubePlayer.last = null;
    setup();
    expect(within(await rowOf('Chuyển động thẳng đều')).queryByText(/Cần độ dài video/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Chỉnh sửa: Chuyển động thẳng đều' }));
    const dialog = screen.getByRole('dialog', { name: 'Sửa bài học' });
    expect(within(dialog).getByText('Độ dài video: 3:33')).toBeDefined();
    expect(FakeYouTubePlayer.last).toBeNull();
  });
});
