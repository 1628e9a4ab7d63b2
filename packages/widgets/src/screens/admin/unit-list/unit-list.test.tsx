import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderNavigating, startEachAt } from '../shared/screen-test';
import { UnitList } from './unit-list';
import { unitServer } from './unit-list.fixtures';

startEachAt('/unit-management/list');

function setup(idType: 2 | 3 = 2) {
  return renderNavigating((onNavigate) => <UnitList onNavigate={onNavigate} />, unitServer(), {
    fullName: 'Nguyễn Thị Hoa',
    idType,
    rights: [],
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('UnitList', () => {
  it('shows each unit with the path of its superior unit, its manager and members', async () => {
    const { onNavigate } = setup();
    const north = await rowOf('Kinh doanh miền Bắc');
    expect(within(north).getByText('Công ty Saola › Phòng Kinh doanh')).toBeDefined();
    expect(within(north).getByText('2 thành viên')).toBeDefined();
    const sales = await rowOf('Phòng Kinh doanh');
    expect(within(sales).getByText('Trần Văn Minh')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Phòng Kinh doanh' }));
    expect(onNavigate).toHaveBeenCalledWith('/unit-management/edit/2');
  });

  it('moves a unit with its subtree, never offering its own subtree', async () => {
    setup();
    const sales = await rowOf('Phòng Kinh doanh');
    await userEvent.click(within(sales).getByRole('button', { name: 'Chuyển' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Chuyển đến/ }));
    const offered = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).not.toContain('Công ty Saola › Phòng Kinh doanh › Kinh doanh miền Bắc');
    await userEvent.click(within(dialog).getByRole('option', { name: 'Công ty Saola › Human Resources' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Chuyển' }));
    await waitFor(async () =>
      expect(
        within(await rowOf('Kinh doanh miền Bắc')).getByText(
          'Công ty Saola › Human Resources › Phòng Kinh doanh',
        ),
      ).toBeDefined(),
    );
  });

  it('says why a unit with members cannot be deleted', async () => {
    setup();
    const sales = await rowOf('Phòng Kinh doanh');
    await userEvent.click(within(sales).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByText(/Chỉ xóa được đơn vị không còn thành viên/)).toBeDefined();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Xóa' }));
    expect(await screen.findByText('Phòng Kinh doanh')).toBeDefined();
  });

  it('lets a teacher without the organisation right look only', async () => {
    setup(3);
    await screen.findByText('Phòng Kinh doanh');
    expect(screen.queryByRole('link', { name: 'Phòng Kinh doanh' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Chuyển' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm đơn vị' })).toBeNull();
  });
});
