import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { PostList } from './post-list';
import { postServer } from './post-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/post/list'));

function setup(idType: 2 | 3 = 2, rights: string[] = []) {
  return renderNavigating((onNavigate) => <PostList onNavigate={onNavigate} />, postServer(), {
    fullName: 'Nguyễn Thị Hoa',
    idType,
    rights,
  });
}

describe('PostList', () => {
  it('lists posts with their category, language and state, opens one and deletes several', async () => {
    const { onNavigate } = setup();
    const row = (await screen.findByRole('link', { name: 'Khai giảng năm học mới 2026–2027' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Tin tức nhà trường')).toBeDefined();
    expect(within(row).getByText('Tiếng Việt')).toBeDefined();
    expect(within(row).getByText('Đã đăng')).toBeDefined();
    const lao = screen.getByRole('link', { name: 'ເປີດຮັບສະໝັກນັກຮຽນຫຼັກສູດພາສາລາວ' }).closest('tr') as HTMLElement;
    expect(within(lao).getByText('Chờ đến ngày đăng')).toBeDefined();
    expect(within(lao).getByText('Chưa phân loại')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Khai giảng năm học mới 2026–2027' }));
    expect(onNavigate).toHaveBeenCalledWith('/post/edit/1');
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Khai giảng năm học mới 2026–2027' })).toBeNull(),
    );
  });

  it('filters by status', async () => {
    setup();
    await screen.findByRole('link', { name: 'Khai giảng năm học mới 2026–2027' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Bản nháp');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Khai giảng năm học mới 2026–2027' })).toBeNull(),
    );
    expect(
      screen.getByRole('link', { name: 'Five habits of learners who finish their courses' }),
    ).toBeDefined();
  });

  it('lets a teacher without the right only read', async () => {
    setup(3);
    await screen.findByText('Khai giảng năm học mới 2026–2027');
    expect(screen.queryByRole('link', { name: 'Khai giảng năm học mới 2026–2027' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm bài viết' })).toBeNull();
  });
});
