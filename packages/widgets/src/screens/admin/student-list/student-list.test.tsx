import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { StudentList } from './student-list';
import { studentServer } from './student-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/registerUser/list'));

function setup(idType: 2 | 3 = 2, kind: 'registered' | 'retail' = 'registered') {
  return renderNavigating(
    (onNavigate) => <StudentList kind={kind} onNavigate={onNavigate} />,
    studentServer(),
    { fullName: 'Nguyễn Thị Hoa', idType, rights: [] },
  );
}

describe('StudentList', () => {
  it('lists registered students with their class, courses, status and last sign-in', async () => {
    setup();
    const nam = (await screen.findByRole('link', { name: 'Lê Hoàng Nam' })).closest('tr') as HTMLElement;
    expect(within(nam).getByText('Không hoạt động')).toBeDefined();
    expect(within(nam).getByText('Chưa đăng nhập')).toBeDefined();
    expect(screen.queryByText('Emma Wilson')).toBeNull();
  });

  it('shows phones as people write them: the school’s country nationally, another internationally', async () => {
    setup();
    const trang = (await screen.findByRole('link', { name: 'Phạm Thu Trang' })).closest('tr') as HTMLElement;
    expect(within(trang).getByText('0912 345 678')).toBeDefined();
    const somsak = screen.getByRole('link', { name: 'ສົມສັກ ພົມມະວົງ' }).closest('tr') as HTMLElement;
    expect(within(somsak).getByText('+856 20 5555 1234')).toBeDefined();
  });

  it('filters by status and opens a student or the add form', async () => {
    const { onNavigate } = setup();
    await screen.findByRole('link', { name: 'Lê Hoàng Nam' });
    await userEvent.selectOptions(screen.getByLabelText('Trạng thái'), 'Không hoạt động');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Phạm Thu Trang' })).toBeNull());
    await userEvent.click(screen.getByRole('link', { name: 'Lê Hoàng Nam' }));
    expect(onNavigate).toHaveBeenCalledWith('/registerUser/edit/13');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm học viên' }));
    expect(onNavigate).toHaveBeenCalledWith('/registerUser/add');
  });

  it('shows retail students under their own paths', async () => {
    const { onNavigate } = setup(2, 'retail');
    await userEvent.click(await screen.findByRole('link', { name: 'Emma Wilson' }));
    expect(onNavigate).toHaveBeenCalledWith('/retailStudent/edit/14');
  });

  it('lets a teacher without the right look, not change', async () => {
    setup(3);
    await screen.findByText('Lê Hoàng Nam');
    expect(screen.queryByRole('link', { name: 'Lê Hoàng Nam' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm học viên' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
