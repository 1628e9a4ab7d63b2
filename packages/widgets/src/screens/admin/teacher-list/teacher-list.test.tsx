import { RIGHTS } from '@saola/core/http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { TeacherList } from './teacher-list';

beforeEach(() => history.replaceState(null, '', '/teachers/list'));

function setup() {
  return renderNavigating((onNavigate) => <TeacherList onNavigate={onNavigate} />, staffServer(), {
    idType: 3,
    rights: [RIGHTS.teacher],
  });
}

describe('TeacherList', () => {
  it('lists owners and teachers with their groups, filters by status and opens one', async () => {
    const { onNavigate, sent } = setup();
    const lan = (await screen.findByRole('link', { name: 'Vũ Thị Lan' })).closest('tr') as HTMLElement;
    expect(within(lan).getByText('Giáo viên bộ môn')).toBeDefined();
    expect(within(lan).getByText('Cô Lan')).toBeDefined();
    const owner = screen.getByRole('link', { name: 'Nguyễn Thị Hoa' }).closest('tr') as HTMLElement;
    expect(within(owner).getByText('Chủ sở hữu')).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Không hoạt động');
    await waitFor(() => expect(sent.some((r) => r.url.includes('status=inactive'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Vũ Thị Lan' })).toBeNull());
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Tất cả');
    await userEvent.click(await screen.findByRole('link', { name: 'Vũ Thị Lan' }));
    expect(onNavigate).toHaveBeenCalledWith('/teachers/edit/5');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm giáo viên' }));
    expect(onNavigate).toHaveBeenCalledWith('/teachers/add');
  });
});
