import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { FileLibrary, libraryTypeOf } from './file-library';
import { libraryServer } from './file-library.fixtures';

beforeEach(() => {
  history.replaceState(null, '', '/file/list');
  session.user = { ...demoConfig.user, idType: 2, rights: [] };
});
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('FileLibrary', () => {
  it('lists files with their type, category, size and sharing, and the space used', async () => {
    renderWithFake(<FileLibrary />, libraryServer());
    const pdf = await rowOf('De cuong on tap Toan 10.pdf');
    expect(within(pdf).getByText('Tài liệu')).toBeDefined();
    expect(within(pdf).getByText('Đề cương ôn tập')).toBeDefined();
    expect(within(pdf).getByText('178,1 KB')).toBeDefined();
    expect(within(pdf).getByText('1 nhóm hoặc khóa học')).toBeDefined();
    expect(within(await rowOf('Bài giảng: Mệnh đề và tập hợp')).getByText('Cả trường')).toBeDefined();
    expect(within(await rowOf('ຄຳສັບພື້ນຖານ.txt')).getByText('Chưa chia sẻ')).toBeDefined();
    expect(await screen.findByText('Đã dùng 180,1 KB / 10 GB')).toBeDefined();
  });

  it('shares a file with exactly the groups and courses chosen, and unshares', async () => {
    const { sent } = renderWithFake(<FileLibrary />, libraryServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Chia sẻ De cuong on tap Toan 10.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Lớp 10A1')).toBeDefined();
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Học viên của khóa học/ }), 'Anh');
    await userEvent.click(await screen.findByRole('option', { name: 'Tiếng Anh giao tiếp' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/Storage/File/ShareFile'))?.body).toEqual({
        id: 11,
        shared: false,
        idGroups: [1],
        idCourses: [2],
      }),
    );
    expect(
      within(await rowOf('De cuong on tap Toan 10.pdf')).getByText('2 nhóm hoặc khóa học'),
    ).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Chia sẻ De cuong on tap Toan 10.pdf' }));
    const again = await screen.findByRole('dialog');
    for (const remove of await within(again).findAllByRole('button', { name: /^Bỏ|^Xóa/ }))
      await userEvent.click(remove);
    await userEvent.click(within(again).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.url.endsWith('/Storage/File/ShareFile')).at(-1)?.body).toEqual({
        id: 11,
        shared: false,
        idGroups: [],
        idCourses: [],
      }),
    );
  });

  it('renames a file and files it in a category', async () => {
    const { sent } = renderWithFake(<FileLibrary />, libraryServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Đổi tên ຄຳສັບພື້ນຖານ.txt' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Tên tệp/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Từ vựng cơ bản.txt');
    const category = within(dialog).getByRole('combobox', { name: /Danh mục/ });
    // It shows "no category" until the user replaces it with what she looks for.
    await userEvent.clear(category);
    await userEvent.type(category, 'Work');
    await userEvent.click(await screen.findByRole('option', { name: 'Worksheets' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Từ vựng cơ bản.txt')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Storage/File/Edit'))?.body).toEqual({
      id: 13,
      name: 'Từ vựng cơ bản.txt',
      idCategory: 2,
    });
  });

  it('adds a YouTube video and refuses a link that is not one', async () => {
    renderWithFake(<FileLibrary />, libraryServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm video YouTube' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Đường dẫn YouTube/), 'https://example.com/x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Liên kết YouTube không hợp lệ')).toBeDefined();
    const url = within(dialog).getByLabelText(/Đường dẫn YouTube/);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(within(dialog).getByLabelText(/Tên tệp/), 'Nghe hiểu bài 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Nghe hiểu bài 1')).toBeDefined();
  });

  it('uploads with progress and refreshes the list', async () => {
    const put = vi.fn(
      async (_url: string, _body: unknown, _headers: unknown, progress: (f: number) => void) => {
        progress(0.5);
        return 200;
      },
    );
    renderWithFake(<FileLibrary put={put} />, libraryServer());
    await screen.findByText('De cuong on tap Toan 10.pdf');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'Phieu bai tap.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Phieu bai tap.pdf')).toBeDefined();
    expect(put).toHaveBeenCalled();
  });

  it('refuses a file the library does not take before sending anything', async () => {
    const { sent } = renderWithFake(<FileLibrary />, libraryServer());
    await screen.findByText('De cuong on tap Toan 10.pdf');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'trang.html', { type: 'text/html' }), {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Định dạng tệp tin không hợp lệ');
    expect(sent.some((r) => r.url.includes('GetUploadUrl'))).toBe(false);
    expect(libraryTypeOf('bai-giang.mp4')).toBe('video');
  });

  it("says SPEC §8's message when a download fails", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 403 })),
    );
    const fake = renderWithFake(<FileLibrary />, libraryServer());
    const toasts: string[] = [];
    fake.saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Tải xuống De cuong on tap Toan 10.pdf' }),
    );
    await waitFor(() =>
      expect(toasts).toContain('Lỗi tải tệp xuống hoặc trình duyệt của bạn không hỗ trợ chức năng này.'),
    );
  });

  it('deletes the selected files after confirmation', async () => {
    renderWithFake(<FileLibrary />, libraryServer());
    const row = await rowOf('ຄຳສັບພື້ນຖານ.txt');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('ຄຳສັບພື້ນຖານ.txt')).toBeNull());
  });
});
