import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { fileCategoryServer, postServer } from '../post-list/post-list.fixtures';
import { renderAs } from '../shared/screen-test';
import { FileCategoryList, PostCategoryList } from './content-category-list';

beforeEach(() => {
  history.replaceState(null, '', '/postCategory/list');
  session.user = { ...demoConfig.user, idType: 2, rights: [] };
});

describe('PostCategoryList', () => {
  it('adds, renames and deletes post categories in place', async () => {
    const { sent } = renderWithFake(<PostCategoryList />, postServer());
    const row = (await screen.findByText('Tin tức nhà trường')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 bài viết')).toBeDefined();

    await userEvent.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Tên danh mục/), 'Sự kiện');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Sự kiện')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/PostCategory/Add'))?.body).toEqual({ name: 'Sự kiện' });

    await userEvent.click(screen.getByRole('button', { name: 'Sửa danh mục: Study tips' }));
    const rename = await screen.findByRole('dialog');
    const name = within(rename).getByLabelText(/Tên danh mục/);
    await userEvent.clear(name);
    await userEvent.click(within(rename).getByRole('button', { name: 'Lưu' }));
    expect(await within(rename).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(name, 'Góc học tập');
    await userEvent.click(within(rename).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Góc học tập')).toBeDefined();

    const lao = (await screen.findByText('ຂ່າວສານ')).closest('tr') as HTMLElement;
    await userEvent.click(within(lao).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('ຂ່າວສານ')).toBeNull());
  });

  it('lets a teacher without the right only read', async () => {
    renderAs({ idType: 3, rights: [] }, <PostCategoryList />, postServer());
    await screen.findByText('Tin tức nhà trường');
    expect(screen.queryByRole('button', { name: 'Thêm danh mục' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Sửa danh mục/ })).toBeNull();
  });
});

describe('FileCategoryList', () => {
  it('lists the library categories with their files and adds one', async () => {
    renderWithFake(<FileCategoryList />, fileCategoryServer());
    const row = (await screen.findByText('Đề cương ôn tập')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3 tệp tin')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm danh mục' }));
    await userEvent.type(within(await screen.findByRole('dialog')).getByLabelText(/Tên danh mục/), 'Đề thi');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Đề thi')).toBeDefined();
  });
});
