import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { DetailReport } from './detail-report';
import { detailServer } from './detail-report.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

const lastQuery = (sent: Array<{ url: string }>) =>
  new URL([...sent].reverse().find((r) => r.url.includes('/Lms/Report/Detail'))?.url ?? '', 'http://x')
    .searchParams;

describe('DetailReport', () => {
  it('lists learner × course rows with their progress and state', async () => {
    renderWithFake(<DetailReport />, detailServer());
    expect(await screen.findByText('Trần Thị Bình')).toBeDefined();
    const row = screen.getByText('Trần Thị Bình').closest('tr') as HTMLElement;
    expect(within(row).getByText('Đã hoàn thành')).toBeDefined();
    expect(screen.getAllByText('Chưa bắt đầu').length).toBeGreaterThan(0);
    expect(screen.getByText('Excel for accountants')).toBeDefined();
  });

  it('filters by state on the server', async () => {
    const { sent } = renderWithFake(<DetailReport />, detailServer());
    await screen.findByText('Trần Thị Bình');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đang học');
    await waitFor(() => expect(lastQuery(sent).get('state')).toBe('inProgress'));
  });

  it('says when no row matches', async () => {
    renderWithFake(<DetailReport />, detailServer([]));
    expect(await screen.findByText('Không có dữ liệu')).toBeDefined();
  });

  it('exports with the filters on screen and opens the export list', async () => {
    const seen: string[] = [];
    const { sent } = renderWithFake(<DetailReport onNavigate={(to) => seen.push(to)} />, detailServer());
    await screen.findByText('Trần Thị Bình');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đã hoàn thành');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(seen).toEqual(['/backgroundJob/exportList/detailReport']));
    expect(sent.find((r) => r.url.endsWith('/Lms/Export/Start'))?.body).toEqual({
      module: 'detailReport',
      state: 'completed',
    });
  });
});
