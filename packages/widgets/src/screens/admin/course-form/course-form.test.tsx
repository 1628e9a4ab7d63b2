import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderNavigating } from '../shared/screen-test';
import { CourseForm } from './course-form';
import { courseFormServer, PENDING_COURSE } from './course-form.fixtures';

function setup(id?: number, idType: 2 | 3 = 2) {
  return renderNavigating(
    (onNavigate) => <CourseForm id={id} onNavigate={onNavigate} />,
    courseFormServer(),
    { fullName: 'Nguyễn Thị Hoa', idType, rights: [] },
  );
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CourseForm', () => {
  it('shows a saved cover without a size it does not know, rather than 0 B', async () => {
    session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
    const coverUrl = 'http://saola.test/files/1/bia.png';
    renderWithFake(<CourseForm id={7} />, courseFormServer({ ...PENDING_COURSE, coverUrl }));
    expect(await screen.findByRole('img', { name: 'Ảnh bìa' })).toHaveAttribute('src', coverUrl);
    expect(screen.queryByText(/^\d+(\.\d)? (B|KB|MB)$/)).toBeNull();
  });

  it('adds a paid course: the price the server asks for lands under its field, then the course opens', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(screen.getByLabelText(/Tên khóa học/), 'Tiếng Anh giao tiếp');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm lợi ích' }));
    await userEvent.type(screen.getByLabelText('Lợi ích 1'), 'Tự tin giao tiếp');
    await choose(/Danh mục/, '— Vật lý');
    await userEvent.click(screen.getByRole('radio', { name: 'Có phí' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Khóa học có phí cần giá bán lớn hơn 0.')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/Giá bán/), '1500000');
    await userEvent.click(
      screen.getByRole('radio', { name: 'Lần lượt: hoàn thành bài trước mới mở bài sau' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/course/edit/42'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/Course/Add')).at(-1)?.body).toMatchObject({
      name: 'Tiếng Anh giao tiếp',
      benefits: ['Tự tin giao tiếp'],
      idCategory: 2,
      isPaid: true,
      price: 1_500_000,
      opening: 'sequential',
      visibility: 'private',
    });
  });

  it('checks the name before sending anything', async () => {
    const { sent } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent.some((r) => r.url.includes('/Lms/Course/Add'))).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText(/Tên khóa học/));
  });

  it('lets an owner deny a waiting course, with its reason', async () => {
    setup(7);
    expect(await screen.findByRole('heading', { name: 'Sinh học 10' })).toBeDefined();
    expect(screen.getByLabelText(/Tên khóa học/)).toHaveValue('Sinh học 10');
    expect(screen.getByText('Khóa học đang chờ chủ sở hữu duyệt.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await within(dialog).findByText('Hãy nêu lý do từ chối.')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/Lý do từ chối/), 'Thiếu đề cương');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Bị từ chối: Thiếu đề cương')).toBeDefined();
  });

  it('shows the teacher who wrote it where it stands, without the owner’s choices', async () => {
    setup(7, 3);
    expect(await screen.findByText('Khóa học đang chờ chủ sở hữu duyệt.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Duyệt' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Giáo viên/ })).toBeNull();
  });
});
