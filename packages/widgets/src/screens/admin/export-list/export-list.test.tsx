import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { ExportList } from './export-list';
import { jobServer } from './export-list.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
  vi.unstubAllGlobals();
});

describe('ExportList', () => {
  it('shows each export with its state, the processing note while it runs, and its progress', async () => {
    renderWithFake(<ExportList />, jobServer());
    const running = (await screen.findByText('members-2026-11-23.xlsx')).closest('tr') as HTMLElement;
    expect(within(running).getByText('Đang xử lý')).toBeDefined();
    expect(within(running).getByText('Tệp đang được xử lý, vui lòng quay lại sau.')).toBeDefined();
    expect(within(running).getByText('800 dòng')).toBeDefined();
    const done = screen.getByText('detail-report-2026-11-23.xlsx').closest('tr') as HTMLElement;
    expect(within(done).getByText('Hoàn thành')).toBeDefined();
    expect(within(done).queryByRole('button', { name: 'Hủy' })).toBeNull();
  });

  it('asks only for the module of its address', async () => {
    const { sent } = renderWithFake(<ExportList moduleName="generalReport" />, jobServer());
    await screen.findByText('members-2026-11-23.xlsx');
    const query = new URL(sent.find((r) => r.url.includes('/Lms/Job/List'))?.url ?? '', 'http://x')
      .searchParams;
    expect(query.get('kind')).toBe('export');
    expect(query.get('module')).toBe('generalReport');
    expect(screen.getByRole('heading', { name: 'Danh sách xuất dữ liệu: Báo cáo tổng hợp' })).toBeDefined();
  });

  it('downloads a finished export with the session token', async () => {
    session.accessToken = 'token-1';
    const fetch = vi.fn(async () => new Response('xlsx', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderWithFake(<ExportList />, jobServer());
    const done = (await screen.findByText('detail-report-2026-11-23.xlsx')).closest('tr') as HTMLElement;
    await userEvent.click(within(done).getByRole('button', { name: 'Tải xuống' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/Lms/Job/Download?id=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('cancels a running export after confirming', async () => {
    const { sent } = renderWithFake(<ExportList />, jobServer());
    const running = (await screen.findByText('members-2026-11-23.xlsx')).closest('tr') as HTMLElement;
    await userEvent.click(within(running).getByRole('button', { name: 'Hủy' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Bạn có chắc chắn muốn hủy công việc này?')).toBeDefined();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Hủy' }).at(-1) as HTMLElement);
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Job/Cancel'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/Job/Cancel'))?.body).toEqual({ id: 3 });
  });

  it('says when there is no export yet', async () => {
    renderWithFake(<ExportList />, jobServer({ export: [], import: [] }));
    expect(await screen.findByText('Chưa có công việc nào')).toBeDefined();
  });
});
