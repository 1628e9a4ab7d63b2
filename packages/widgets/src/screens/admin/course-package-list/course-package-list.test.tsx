import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { CoursePackageList } from './course-package-list';
import { packageServer } from './course-package-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/course-package/list'));

function setup(idType: 2 | 3 = 2) {
  return renderNavigating((onNavigate) => <CoursePackageList onNavigate={onNavigate} />, packageServer(), {
    fullName: 'Nguyễn Thị Hoa',
    idType,
    rights: [],
  });
}

describe('CoursePackageList', () => {
  it('lists packages with their courses and price, opens one and deletes several', async () => {
    const { onNavigate } = setup();
    const combo = (await screen.findByRole('link', { name: 'Combo Tự nhiên 10' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(combo).getByText('2 khóa học')).toBeDefined();
    expect(within(combo).getByText(/1\.800\.000\s₫/)).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Combo Tự nhiên 10' }));
    expect(onNavigate).toHaveBeenCalledWith('/course-package/edit/1');
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Combo Tự nhiên 10' })).toBeNull());
  });

  it('lets a teacher without the right look only', async () => {
    setup(3);
    // The package's name is not a way into a form whose save would be refused.
    await screen.findByText('Combo Tự nhiên 10');
    expect(screen.queryByRole('link', { name: 'Combo Tự nhiên 10' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm gói khóa học' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
