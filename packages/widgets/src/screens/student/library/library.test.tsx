import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { libraryServer } from '../../admin/file-library/file-library.fixtures';
import { Library } from './library';

beforeEach(() => {
  history.replaceState(null, '', '/library/list');
  session.user = { ...demoConfig.user, idType: 4, rights: [] };
});
afterEach(() => vi.unstubAllGlobals());

describe('Library', () => {
  it('lists what was shared with the learner, filters by type and previews a file', async () => {
    const { sent } = renderWithFake(<Library />, libraryServer());
    const row = (await screen.findByText('De cuong on tap Toan 10.pdf')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tài liệu')).toBeDefined();
    expect(sent.every((r) => !r.url.includes('/Storage/File/List?'))).toBe(true);
    await userEvent.click(within(row).getByRole('button', { name: 'Xem De cuong on tap Toan 10.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTitle('De cuong on tap Toan 10.pdf')).toHaveAttribute(
      'src',
      'http://saola.test/files/s/1800000000.sig/1/a.pdf',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại' }), 'Video YouTube');
    await waitFor(() => expect(screen.queryByText('De cuong on tap Toan 10.pdf')).toBeNull());
    expect(screen.getByText('Bài giảng: Mệnh đề và tập hợp')).toBeDefined();
    // Nothing to change here: no selection, no rename, no share.
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Chia sẻ/ })).toBeNull();
  });

  it('downloads a file, and says so when it cannot', async () => {
    const fetch = vi.fn(async () => new Response('x', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const fake = renderWithFake(<Library />, libraryServer());
    const toasts: string[] = [];
    fake.saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    await userEvent.click(await screen.findByRole('button', { name: 'Tải xuống ຄຳສັບພື້ນຖານ.txt' }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith('http://saola.test/files/s/1800000000.sig/1/b.txt');
    fetch.mockImplementation(async () => {
      throw new TypeError('network');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Tải xuống ຄຳສັບພື້ນຖານ.txt' }));
    await waitFor(() =>
      expect(toasts).toEqual(['Lỗi tải tệp xuống hoặc trình duyệt của bạn không hỗ trợ chức năng này.']),
    );
  });

  it('says when nothing has been shared', async () => {
    renderWithFake(<Library />, libraryServer([]));
    expect(await screen.findByText('Chưa có tệp nào được chia sẻ với bạn.')).toBeDefined();
  });
});
