import { RIGHTS } from '@saola/core/http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { MonitorList } from './monitor-list';
import { monitorServer } from './monitor-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/monitor/list'));

function setup(rights: string[] = [RIGHTS.teacher], empty = false) {
  return renderNavigating(
    (onNavigate) => <MonitorList onNavigate={onNavigate} />,
    monitorServer(empty ? [] : undefined),
    { idType: 3, rights },
  );
}

describe('MonitorList', () => {
  it('lists observers with the classes they watch, filters by status and opens one', async () => {
    const { onNavigate, sent } = setup();
    const lan = (await screen.findByRole('link', { name: 'Đỗ Thị Lan' })).closest('tr') as HTMLElement;
    expect(within(lan).getByText('Lớp 10A1')).toBeDefined();
    const james = screen.getByRole('link', { name: 'James Carter' }).closest('tr') as HTMLElement;
    expect(within(james).getByText('Chưa giám sát lớp nào')).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Không hoạt động');
    await waitFor(() => expect(sent.some((r) => r.url.includes('status=inactive'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Đỗ Thị Lan' })).toBeNull());
    expect(screen.getByRole('link', { name: 'ຄຳຫຼ້າ ສີສຸພັນ' })).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Tất cả');
    await userEvent.click(await screen.findByRole('link', { name: 'Đỗ Thị Lan' }));
    expect(onNavigate).toHaveBeenCalledWith('/monitor/edit/31');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm người giám sát' }));
    expect(onNavigate).toHaveBeenCalledWith('/monitor/add');
  });

  it('deletes the selected observers after the confirmation', async () => {
    const { sent } = setup();
    await screen.findByRole('link', { name: 'James Carter' });
    const row = screen.getByRole('link', { name: 'James Carter' }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'James Carter' })).toBeNull());
    expect(sent.some((r) => r.url.includes('/Lms/Monitor/Delete') && r.url.includes('ids=33'))).toBe(true);
  });

  it('lets a teacher without the teacher right look only', async () => {
    setup([]);
    await screen.findByRole('heading', { name: 'Người giám sát' });
    expect(screen.queryByRole('button', { name: 'Thêm người giám sát' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('says so when there are no observers', async () => {
    setup([RIGHTS.teacher], true);
    expect(await screen.findByText('Chưa có người giám sát nào.')).toBeDefined();
  });
});
