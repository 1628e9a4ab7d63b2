import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { jobServer } from '../export-list/export-list.fixtures';
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
  it('sends the chosen .xlsx as base64 and lists the imports again', async () => {
    const { sent } = renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    expect(screen.getByText(/Nhập tất cả hoặc không/)).toBeDefined();
    await userEvent.upload(screen.getByLabelText(/Tệp Excel/), xlsx());
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Import/Start'))).toBe(true));
    const body = sent.find((r) => r.url.endsWith('/Lms/Import/Start'))?.body as Record<string, string>;
    expect(body.module).toBe('member');
    expect(body.fileName).toBe('members.xlsx');
    expect(atob(body.content ?? '').slice(0, 2)).toBe('PK');
    await waitFor(() =>
      expect(sent.filter((r) => r.url.includes('/Lms/Job/List')).length).toBeGreaterThan(1),
    );
  });

  it('refuses no file, another type and a file over the limit before sending', async () => {
    const { sent } = renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    expect(await screen.findByText('Tệp tin là bắt buộc')).toBeDefined();
    await userEvent.upload(screen.getByLabelText(/Tệp Excel/), xlsx(800 * 1024));
    expect(await screen.findByText('Tệp lớn hơn dung lượng cho phép (700 KB)')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Import/Start'))).toBe(false);
  });

  it("shows the server's refusal of a disguised file under the field", async () => {
    renderWithFake(<ImportList />, {
      ...jobServer(),
      '/Lms/Import/Start': refuse(400, 'Tham số không hợp lệ.', [
        { field: 'content', message: 'Tệp không phải là tệp Excel (.xlsx) thật' },
      ]),
    });
    await screen.findByText('members.xlsx');
    await userEvent.upload(screen.getByLabelText(/Tệp Excel/), xlsx());
    await userEvent.click(screen.getByRole('button', { name: 'Nhập dữ liệu' }));
    expect(await screen.findAllByText('Tệp không phải là tệp Excel (.xlsx) thật')).toBeDefined();
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

  it('offers no import form to a teacher without the organisation right', async () => {
    session.user = { ...demoConfig.user, fullName: 'Lê Văn Hùng', idType: 3, rights: [] } as never;
    renderWithFake(<ImportList />, jobServer());
    await screen.findByText('members.xlsx');
    expect(screen.queryByRole('button', { name: 'Nhập dữ liệu' })).toBeNull();
  });
});
