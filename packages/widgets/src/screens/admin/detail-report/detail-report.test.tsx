import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { renderAs } from '../shared/screen-test';
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

  it('offers a teacher the Teacher filter from the people list she may call, not the teacher list', async () => {
    const { sent } = renderAs({ fullName: 'Lê Văn Hùng', idType: 3, scope: 'personal' }, <DetailReport />, {
      ...detailServer(),
      '/Auth/User/Users': ok({ data: [{ id: 7, fullName: 'Lê Văn Hùng', idType: 3 }], total: 1 }),
    });
    await screen.findByText('Trần Thị Bình');
    await userEvent.click(screen.getByRole('combobox', { name: 'Giáo viên' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lê Văn Hùng' }));
    await waitFor(() => expect(lastQuery(sent).get('idTeacher')).toBe('7'));
    const people = sent.find((r) => r.url.includes('/Auth/User/Users'));
    expect(new URL(people?.url ?? '', 'http://x').searchParams.get('idType')).toBe('3');
    expect(sent.some((r) => r.url.includes('/Lms/Teacher/List'))).toBe(false);
  });
});
