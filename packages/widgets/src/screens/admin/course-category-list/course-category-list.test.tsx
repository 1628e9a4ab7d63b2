import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { CourseCategoryList } from './course-category-list';
import { categoryServer } from './course-category-list.fixtures';

function setup(idType = 2) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: idType as 2 | 3, rights: [] };
  return renderWithFake(<CourseCategoryList />, categoryServer());
}
const rowOf = (name: string) => screen.getByText(name, { selector: 'span' }).closest('li') as HTMLElement;

async function choose(label: RegExp, option: string, scope: HTMLElement = document.body) {
  await userEvent.click(within(scope).getByRole('combobox', { name: label }));
  await userEvent.click(await within(scope).findByRole('option', { name: option }));
}

describe('CourseCategoryList', () => {
  it('shows the tree with each category’s courses and adds a subcategory', async () => {
    setup();
    expect(await screen.findByText('Vật lý')).toBeDefined();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toContain('Khoa học tự nhiên');
    expect(items[1]).toContain('Hóa học');
    expect(within(rowOf('Vật lý')).getByText('4 khóa học')).toBeDefined();

    await userEvent.type(screen.getAllByLabelText(/Tên danh mục/)[0] as HTMLElement, 'Sinh học');
    await choose(/Danh mục cha/, 'Khoa học tự nhiên');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    expect(await screen.findByText('Sinh học')).toBeDefined();
    expect(rowOf('Sinh học').style.paddingInlineStart).toBe('2.5rem');
  });

  it('asks for a name in the current language', async () => {
    setup();
    await screen.findByText('Vật lý');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('renames and moves a category in place', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Chỉnh sửa: Hóa học' }));
    const editor = screen.getByRole('button', { name: 'Lưu' }).closest('form') as HTMLElement;
    const name = within(editor).getByLabelText(/Tên danh mục/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Hóa học hữu cơ');
    await choose(/Danh mục cha/, 'Không có (cấp cao nhất)', editor);
    await userEvent.click(within(editor).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Hóa học hữu cơ')).toBeDefined();
    expect(rowOf('Hóa học hữu cơ').style.paddingInlineStart).toBe('1rem');
  });

  it('deletes a category with courses only once they have somewhere to go', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa: Vật lý' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Danh mục có 4 khóa học/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    expect(await within(dialog).findByText(/Hãy chọn danh mục để chuyển chúng sang/)).toBeDefined();
    await choose(/Chuyển các khóa học sang/, 'Ngoại ngữ', dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('Vật lý')).toBeNull());
    expect(within(rowOf('Ngoại ngữ')).getByText('6 khóa học')).toBeDefined();
  });

  it('opens the delete dialog on Cancel, the list of categories closed and the buttons clear', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Xóa: Vật lý' }));
    const dialog = screen.getByRole('alertdialog');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Hủy' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows a teacher without the right the tree but nothing to change it with', async () => {
    setup(3);
    expect(await screen.findByText('Vật lý')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Thêm danh mục' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Xóa: Vật lý' })).toBeNull();
  });
});
