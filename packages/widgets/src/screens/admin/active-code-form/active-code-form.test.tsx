import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { activeCodeServer } from '../active-code-list/active-code-list.fixtures';
import { ActiveCodeForm } from './active-code-form';

beforeEach(() => {
  history.replaceState(null, '', '/activeCode/add');
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
  session.accessToken = 'token-1';
});

describe('ActiveCodeForm', () => {
  it('refuses a batch without a name or courses, then generates one and opens it', async () => {
    const onNavigate = vi.fn();
    const server = activeCodeServer();
    const generate = server['/Lms/ActiveCode/Generate'] as Answer;
    // As the server does: a batch must give courses or a package.
    server['/Lms/ActiveCode/Generate'] = (request) =>
      (request.body as { idPackage?: number }).idPackage
        ? (generate as (r: typeof request) => ReturnType<typeof refuse>)(request)
        : refuse(400, 'Tham số không hợp lệ.', [
            { field: 'idCourses', message: 'Hãy chọn khóa học hoặc một gói khóa học.' },
          ]);
    const fake = renderWithFake(<ActiveCodeForm onNavigate={onNavigate} />, server);
    await userEvent.click(await screen.findByRole('button', { name: 'Tạo mã' }));
    expect(await screen.findByText('Trường này là bắt buộc', { exact: false })).toBeDefined();
    expect(fake.sent.some((r) => r.url.includes('/Generate'))).toBe(false);
    await userEvent.type(screen.getByRole('textbox', { name: /Tên lô/ }), 'Thẻ hè 2026');
    await userEvent.type(screen.getByRole('textbox', { name: /Tiền tố/ }), 'he');
    expect(screen.getByText(/Ví dụ: HE/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Tạo mã' }));
    expect(await screen.findByText('Hãy chọn khóa học hoặc một gói khóa học.')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Một gói khóa học' }));
    await userEvent.click(screen.getByRole('combobox', { name: /Gói khóa học/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Combo Tự nhiên 10' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tạo mã' }));
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/activeCode\/edit\/\d+$/)),
    );
    const sent = fake.sent.findLast((r) => r.url.includes('/Generate'))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      name: 'Thẻ hè 2026',
      prefix: 'he',
      count: 100,
      length: 10,
      idPackage: 1,
      idCourses: [],
    });
  });

  it("shows a batch: what it gives, its codes; its export starts a job of the batch's codes and opens the export list", async () => {
    const onNavigate = vi.fn();
    const fake = renderWithFake(<ActiveCodeForm id={1} onNavigate={onNavigate} />, activeCodeServer());
    const details = await screen.findByRole('region', { name: 'Thông tin lô' });
    expect(within(details).getByText('Tiếng Anh 10')).toBeDefined();
    expect(within(details).getByText('1/3 đã dùng')).toBeDefined();
    expect(await screen.findByText('ENGP4W8ZTB3N')).toBeDefined();
    expect(screen.queryByText('XK4TN8RP')).toBeNull();
    // One export on the page: the batch's, from its details.
    const [button, ...more] = screen.getAllByRole('button', { name: 'Xuất Excel' });
    expect(more).toHaveLength(0);
    await Promise.all([userEvent.click(button as HTMLElement), userEvent.click(button as HTMLElement)]);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/backgroundJob/exportList/activeCode'));
    const starts = fake.sent.filter((r) => r.url.endsWith('/Lms/Export/Start'));
    expect(starts.map((r) => r.body)).toEqual([{ module: 'activeCode', idBatch: 1 }]);
  });

  it('stays on the batch when the export is refused', async () => {
    const onNavigate = vi.fn();
    const fake = renderWithFake(<ActiveCodeForm id={1} onNavigate={onNavigate} />, {
      ...activeCodeServer(),
      '/Lms/Export/Start': refuse(403, 'Bạn không có quyền truy cập chức năng này.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(fake.sent.some((r) => r.url.endsWith('/Lms/Export/Start'))).toBe(true));
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('saves a new name and expiry for a printed batch', async () => {
    const fake = renderWithFake(<ActiveCodeForm id={1} />, activeCodeServer());
    const name = await screen.findByRole('textbox', { name: /Tên lô/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Thẻ đã bán');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(fake.sent.some((r) => r.url.includes('/Lms/ActiveCode/Edit'))).toBe(true));
    const sent = fake.sent.find((r) => r.url.includes('/Edit'))?.body;
    expect(sent).toMatchObject({ id: 1, name: 'Thẻ đã bán', expiresOn: '2026-12-31' });
  });
});
