import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { GeneralReport } from './general-report';
import { GENERAL, generalServer } from './general-report.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('GeneralReport', () => {
  it('shows the totals, both charts and the tables by period, unit and course', async () => {
    renderWithFake(<GeneralReport from="2026-11-01" to="2026-11-30" />, generalServer());
    const learners = (await screen.findAllByText('Học viên đang học'))[0]?.closest('div') as HTMLElement;
    expect(within(learners).getByText('117')).toBeDefined();
    expect(screen.getByText(/18\.450\.000\s₫/)).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Diễn biến theo thời gian' })).toBeDefined();
    expect(screen.getByRole('figure', { name: 'Phân bố tiến độ khóa học' })).toBeDefined();
    const units = screen.getByRole('table', { name: 'Theo đơn vị' });
    expect(within(units).getByText('Chưa thuộc đơn vị')).toBeDefined();
    expect(
      within(screen.getByRole('table', { name: 'Theo khóa học' })).getByText('Excel for accountants'),
    ).toBeDefined();
  });

  it('asks again by month', async () => {
    const { sent } = renderWithFake(<GeneralReport from="2026-11-01" to="2026-11-30" />, generalServer());
    await screen.findAllByText('Học viên đang học');
    await userEvent.click(screen.getByRole('radio', { name: 'Tháng' }));
    await waitFor(() =>
      expect(new URL(sent.at(-1)?.url ?? '', 'http://x').searchParams.toString()).toBe(
        'from=2026-11-01&to=2026-11-30&groupBy=month',
      ),
    );
  });

  it('hides the revenue from a viewer without its right, and says when there is nothing', async () => {
    renderWithFake(
      <GeneralReport from="2026-11-01" to="2026-11-30" />,
      generalServer({ ...GENERAL, totals: { ...GENERAL.totals, learners: 0, enrolments: 0, revenue: null } }),
    );
    expect(await screen.findByText('Không có dữ liệu')).toBeDefined();
    expect(screen.queryByText('Doanh thu thuần')).toBeNull();
  });

  it('starts an export job and opens the export list', async () => {
    const seen: string[] = [];
    const { sent } = renderWithFake(
      <GeneralReport from="2026-11-01" to="2026-11-30" onNavigate={(to) => seen.push(to)} />,
      generalServer(),
    );
    await screen.findAllByText('Học viên đang học');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(seen).toEqual(['/backgroundJob/exportList/generalReport']));
    const start = sent.find((r) => r.url.endsWith('/Lms/Export/Start'));
    expect(start?.body).toMatchObject({
      module: 'generalReport',
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'day',
    });
  });

  it('offers a retry when the report fails', async () => {
    renderWithFake(<GeneralReport from="2026-11-01" to="2026-11-30" />, {
      ...generalServer(),
      '/Lms/Report/General': refuse(500, 'Lỗi máy chủ'),
    });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeDefined();
  });
});
