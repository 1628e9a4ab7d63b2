import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { RevenueReport } from './revenue-report';
import { REPORT, revenueServer } from './revenue-report.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('RevenueReport', () => {
  it('shows totals, a chart and tables, and asks again by month and payment type', async () => {
    const { sent } = renderWithFake(<RevenueReport from="2026-11-01" to="2026-11-30" />, revenueServer());
    const net = (await screen.findAllByText('Doanh thu'))[0]?.closest('div') as HTMLElement;
    expect(within(net).getByText(/1\.900\.000\s₫/)).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Doanh thu' })).toBeDefined();
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
});
