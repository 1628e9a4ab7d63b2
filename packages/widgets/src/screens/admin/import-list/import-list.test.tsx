import type { JobSummary } from '@saola/core/api';
import { session } from '@saola/core/session';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { IMPORTS, jobServer } from '../export-list/export-list.fixtures';
import { ImportList } from './import-list';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

const xlsx = (size = 16, name = 'members.xlsx') =>
  new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(Math.max(0, size - 4)).fill(1)])], name, {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

describe('ImportList', () => {
  it('sends the chosen kind, policy and file as a multipart form and lists the imports again', async () => {
    const { sent } = renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    await userEvent.selectOptions(screen.getByLabelText(/Dữ liệu cần nhập/), 'Học viên');
    // Accounts: the importer is told the file's passwords only open the first sign-in.
    expect(screen.getByText(/mỗi tài khoản phải tự chọn mật khẩu riêng/)).toBeDefined();
    await userEvent.click(screen.getByLabelText(/Giữ các dòng hợp lệ/));
    await userEvent.upload(screen.getByLabelText(/Tệp \(\.xlsx hoặc \.csv\)/), xlsx(16, 'hoc-vien.xlsx'));
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Import/Start'))).toBe(true));
    const body = sent.find((r) => r.url.endsWith('/Lms/Import/Start'))?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('module')).toBe('student');
    expect(body.get('policy')).toBe('valid');
    expect((body.get('file') as File).name).toBe('hoc-vien.xlsx');
    await waitFor(() =>
      expect(sent.filter((r) => r.url.includes('/Lms/Job/List')).length).toBeGreaterThan(1),
    );
  });

  it('takes a CSV file, all or nothing unless told otherwise', async () => {
    const { sent } = renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    const csv = new File(['Họ tên *,Tên đăng nhập *\nAn,an\n'], 'giao-vien.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(/Tệp \(/), csv);
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Import/Start'))).toBe(true));
    const body = sent.find((r) => r.url.endsWith('/Lms/Import/Start'))?.body as FormData;
    expect(body.get('policy')).toBe('all');
    expect((body.get('file') as File).name).toBe('giao-vien.csv');
  });

  it('refuses no file, another type and a file over the limit before sending', async () => {
    const { sent } = renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    expect(await screen.findByText('Tệp tin là bắt buộc')).toBeDefined();
    await userEvent.upload(
      screen.getByLabelText(/Tệp \(/),
      new File(['x'], 'notes.pdf', { type: 'application/pdf' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Định dạng tệp tin không hợp lệ')).toBeDefined();
    // Told its size rather than filled: 20 MB of bytes only slows the test.
    const big = Object.defineProperty(xlsx(), 'size', { value: 20 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText(/Tệp \(/), big);
    expect(await screen.findByText('Tệp lớn hơn dung lượng cho phép (20 MB)')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Import/Start'))).toBe(false);
  });

  it("shows the server's refusal of a disguised file under the field", async () => {
    renderWithFake(<ImportList />, {
      ...jobServer(),
      '/Lms/Import/Start': refuse(400, 'Tham số không hợp lệ.', [
        { field: 'file', message: 'Tệp không phải là tệp Excel (.xlsx) thật' },
      ]),
    });
    await screen.findByText('members.xlsx');
    await userEvent.upload(screen.getByLabelText(/Tệp \(/), xlsx());
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    expect(await screen.findAllByText('Tệp không phải là tệp Excel (.xlsx) thật')).toBeDefined();
  });

  it('downloads the chosen kind’s template', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response('PK', { status: 200 });
      }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (this instanceof HTMLAnchorElement) saved.push(this.download);
    });
    try {
      renderWithFake(<ImportList />, jobServer());
      await screen.findByText('members.xlsx');
      await userEvent.selectOptions(screen.getByLabelText(/Dữ liệu cần nhập/), 'Điểm số');
      await userEvent.click(screen.getByRole('button', { name: 'Tải tệp mẫu' }));
      await waitFor(() =>
        expect(fetched.some((u) => u.includes('/Lms/Import/Template?module=score'))).toBe(true),
      );
      // Named wholly in the reader's language.
      await waitFor(() => expect(saved).toEqual(['Mẫu nhập - Điểm số.xlsx']));
    } finally {
      click.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('says how many rows an import added, and how many it skipped', async () => {
    const kept = {
      ...(IMPORTS[1] as JobSummary),
      id: 11,
      fileName: 'hoc-vien.xlsx',
      doneRows: 47,
      errorRows: 3,
    };
    renderWithFake(<ImportList />, jobServer({ export: [], import: [kept, IMPORTS[1] as JobSummary] }));
    const partly = (await screen.findByText('hoc-vien.xlsx')).closest('tr') as HTMLElement;
    expect(within(partly).getByText('Đã thêm 47 dòng · bỏ qua 3 dòng lỗi')).toBeDefined();
    const whole = screen.getByText('thanh-vien.xlsx').closest('tr') as HTMLElement;
    expect(within(whole).getByText('Đã thêm 50 dòng')).toBeDefined();
  });

  it('shows each refused row of a failed import', async () => {
    renderWithFake(<ImportList />, jobServer());
    const failed = (await screen.findByText('members.xlsx')).closest('tr') as HTMLElement;
    expect(within(failed).getByText('3 dòng bị từ chối: không có dữ liệu nào được nhập')).toBeDefined();
    await userEvent.click(within(failed).getByRole('button', { name: 'Các dòng bị từ chối' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Không có đơn vị "Phòng Kế hoạch"')).toBeDefined();
    expect(within(dialog).getByText('17')).toBeDefined();
  });

  it('offers a teacher only the kinds her rights allow, and no form without any', async () => {
    session.user = {
      ...demoConfig.user,
      fullName: 'Lê Văn Hùng',
      idType: 3,
      rights: ['scoreRecord'],
    } as never;
    renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    const kinds = within(screen.getByLabelText(/Dữ liệu cần nhập/)).getAllByRole('option');
    expect(kinds.map((o) => o.textContent)).toEqual(['Điểm số']);
    expect(screen.queryByText(/mỗi tài khoản phải tự chọn mật khẩu riêng/)).toBeNull();
    cleanup();
    session.user = { ...demoConfig.user, fullName: 'Lê Văn Hùng', idType: 3, rights: [] } as never;
    renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    expect(screen.queryByRole('button', { name: 'Nhập dữ liệu' })).toBeNull();
  });
});
