import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { RevenueReport } from './revenue-report';
import { REPORT, revenueServer } from './revenue-report.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
  vi.unstubAllGlobals();
});

describe('RevenueReport', () => {
  it('shows totals, a chart and tables, and asks again by month and payment type', async () => {
    const { sent } = renderWithFake(<RevenueReport from="2026-11-01" to="2026-11-30" />, revenueServer());
    const net = (await screen.findAllByText('Doanh thu'))[0]?.closest('div') as HTMLElement;
    expect(within(net).getByText(/1\.900\.000\s₫/)).toBeDefined();
    const chart = screen.getByRole('figure', { name: 'Doanh thu' });
    // Periods as days, not ISO; money in its own writing everywhere, refunds with the one minus sign.
    expect(within(chart).getByRole('rowheader', { name: '17/11' })).toBeDefined();
    expect(within(chart).getAllByText(/^1\.550\.000\s₫$/).length).toBeGreaterThan(0);
    const byPeriod = screen.getByRole('table', { name: 'Thời gian' });
    expect(within(byPeriod).getByText('17-11-2026')).toBeDefined();
    expect(within(byPeriod).queryByText('2026-11-17')).toBeNull();
    expect(within(byPeriod).getByText(/^\u22121\.100\.000\s₫$/)).toBeDefined();
    const bySalesperson = screen.getByRole('table', { name: 'Theo nhân viên bán hàng' });
    expect(within(bySalesperson).getByText('Không có nhân viên')).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: 'Theo hình thức thanh toán' })).getByText('Cổng VNPay'),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Tháng' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hình thức thanh toán' }), 'cash');
    await waitFor(() =>
      expect(new URL(sent.at(-1)?.url ?? '', 'http://x').searchParams.toString()).toBe(
        'from=2026-11-01&to=2026-11-30&groupBy=month&paymentType=cash',
      ),
    );
  });

  it('says when nothing was sold', async () => {
    renderWithFake(
      <RevenueReport from="2026-11-01" to="2026-11-30" />,
      revenueServer({ ...REPORT, periods: [], items: [], salespeople: [], paymentTypes: [] }),
    );
    expect(await screen.findByText('Không có doanh thu trong khoảng này')).toBeDefined();
  });

  it('downloads the Excel export for the filters on screen, with the session token', async () => {
    session.accessToken = 'token-1';
    const fetch = vi.fn(async () => new Response('xlsx', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderWithFake(<RevenueReport from="2026-11-01" to="2026-11-30" />, revenueServer());
    await screen.findAllByText('Doanh thu');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Hình thức thanh toán' }), 'vnpay');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain(
      '/Lms/Report/RevenueExport?from=2026-11-01&to=2026-11-30&groupBy=day&paymentType=vnpay',
    );
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
  });

  it('says so when the export fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    const fake = renderWithFake(<RevenueReport from="2026-11-01" to="2026-11-30" />, revenueServer());
    const toasts: string[] = [];
    fake.saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    await screen.findAllByText('Doanh thu');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(toasts).toContain('Không xuất được tệp Excel. Vui lòng thử lại.'));
  });
});
