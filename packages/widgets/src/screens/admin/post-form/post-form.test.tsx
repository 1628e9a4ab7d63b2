import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { postServer } from '../post-list/post-list.fixtures';
import { renderAs, renderNavigating } from '../shared/screen-test';
import { PostForm } from './post-form';

afterEach(() => {
  session.user = null;
});

function setup(id?: number) {
  return renderNavigating((onNavigate) => <PostForm id={id} onNavigate={onNavigate} />, postServer(), {
    idType: 2,
    rights: [],
  });
}

describe('PostForm', () => {
  it('tells a teacher without the post right so, before any field to fill in', async () => {
    renderAs({ idType: 3, rights: [] }, <PostForm />, postServer());
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByLabelText(/Tiêu đề/)).toBeNull();
  });

  it('writes a post in a category and publishes it', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(await screen.findByLabelText(/Tiêu đề/), 'Ngày hội đọc sách');
    await userEvent.type(screen.getByLabelText(/Mô tả ngắn/), 'Mỗi lớp giới thiệu một cuốn sách.');
    await userEvent.type(screen.getByRole('combobox', { name: /Danh mục/ }), 'Tin');
    await userEvent.click(await screen.findByRole('option', { name: 'Tin tức nhà trường' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Đã đăng' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/post\/edit\/\d+$/)),
    );
    expect(sent.find((r) => r.url.endsWith('/Lms/Post/Add'))?.body).toMatchObject({
      title: 'Ngày hội đọc sách',
      description: 'Mỗi lớp giới thiệu một cuốn sách.',
      idCategory: 1,
      status: 'published',
      locale: 'vi',
    });
  });

  it('asks for a title', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('shows a published post with its public address and keeps it on save', async () => {
    const { sent } = setup(1);
    expect(await screen.findByRole('heading', { name: 'Khai giảng năm học mới 2026–2027' })).toBeDefined();
    expect(screen.getByRole('link', { name: /Xem trang công khai/ })).toHaveAttribute(
      'href',
      '/p/khai-giang-nam-hoc-moi-2026-2027',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Bản nháp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/Lms/Post/Edit'))?.body).toMatchObject({
        id: 1,
        slug: 'khai-giang-nam-hoc-moi-2026-2027',
        status: 'draft',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('link', { name: /Xem trang công khai/ })).toBeNull());
  });
});
