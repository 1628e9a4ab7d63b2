import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { TeacherForm } from './teacher-form';

function setup(id?: number, user: { id?: number; idType?: 2 | 3; rights?: string[] } = {}) {
  Object.assign(session, {
    website: demoConfig.website,
    user: { ...demoConfig.user, id: 1, idType: 2, ...user },
  });
  return renderNavigating((onNavigate) => <TeacherForm id={id} onNavigate={onNavigate} />, staffServer());
}

describe('TeacherForm', () => {
  it('adds a teacher with a password and individual rights, checking required fields first', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect((await screen.findAllByText('Trường này là bắt buộc')).length).toBeGreaterThanOrEqual(3);
    await userEvent.type(screen.getByLabelText(/^Họ tên/), 'Đỗ Minh Quang');
    await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'quang.do');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Giaovien@2026');
    await userEvent.type(screen.getByLabelText(/^Bí danh/), 'Thầy Quang');
    await userEvent.click(await screen.findByLabelText('Thêm, sửa, xóa gói khóa học'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/teachers/list'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/Teacher/Add')).at(-1)?.body).toMatchObject({
      fullName: 'Đỗ Minh Quang',
      username: 'quang.do',
      alias: 'Thầy Quang',
      password: 'Giaovien@2026',
      status: 'active',
      idGroups: [],
      rights: [RIGHTS.coursePackage],
    });
  });

  it('edits a teacher keeping her groups, without a password unless one is typed', async () => {
    const { sent, onNavigate } = setup(5);
    expect(await screen.findByRole('heading', { name: 'Vũ Thị Lan' })).toBeDefined();
    expect(screen.getByText('Giáo viên bộ môn')).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/^Số điện thoại/));
    await userEvent.type(screen.getByLabelText(/^Số điện thoại/), '0912000111');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/teachers/list'));
    const body = sent.filter((r) => r.url.endsWith('/Lms/Teacher/Edit')).at(-1)?.body as Record<
      string,
      unknown
    >;
    // Sent as the server keeps it (E.164), however it was typed.
    expect(body).toMatchObject({ id: 5, phone: '+84912000111', idGroups: [1] });
    expect('password' in body).toBe(false);
  });

  it('does not offer a teacher her own groups and rights, nor rights she does not hold', async () => {
    setup(5, { id: 5, idType: 3, rights: [RIGHTS.teacher] });
    expect(await screen.findByText('Bạn không thể thay đổi quyền hoặc nhóm của chính mình.')).toBeDefined();
    expect(screen.queryByLabelText('Thêm, sửa, xóa giáo viên')).toBeNull();
  });

  it('greys out the rights a teacher manager does not hold', async () => {
    setup(undefined, { id: 9, idType: 3, rights: [RIGHTS.teacher] });
    const held = (await screen.findByLabelText('Thêm, sửa, xóa giáo viên')) as HTMLInputElement;
    expect(held.disabled).toBe(false);
    expect((screen.getByLabelText('Xem nhật ký nhân sự') as HTMLInputElement).disabled).toBe(true);
  });
});
