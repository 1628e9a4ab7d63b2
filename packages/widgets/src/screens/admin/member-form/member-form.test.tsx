import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memberServer } from '../member-list/member-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { MemberForm } from './member-form';

afterEach(() => {
  session.user = null;
});

function setup(id?: number, idType: 2 | 3 = 2) {
  return renderNavigating((onNavigate) => <MemberForm id={id} onNavigate={onNavigate} />, memberServer(), {
    idType,
    rights: [],
  });
}

describe('MemberForm', () => {
  it('adds a member in a unit found by its path, with a position', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(await screen.findByLabelText(/Họ tên/), 'Vũ Minh Anh');
    await userEvent.type(screen.getByLabelText(/Tên đăng nhập/), 'anh.vu');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Thanhvien@2026');
    await userEvent.type(screen.getByRole('combobox', { name: /Đơn vị quản lý/ }), 'miền');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Công ty Saola › Phòng Kinh doanh › Kinh doanh miền Bắc' }),
    );
    await userEvent.type(screen.getByRole('combobox', { name: /Vị trí công việc/ }), 'Sales');
    await userEvent.click(await screen.findByRole('option', { name: 'Sales executive' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/member/list'));
    expect(sent.find((r) => r.url.endsWith('/Lms/Member/Add'))?.body).toMatchObject({
      fullName: 'Vũ Minh Anh',
      username: 'anh.vu',
      idUnit: 3,
      idPosition: 2,
    });
  });

  it('shows a cancelled approval with its note, and asks for the required fields', async () => {
    setup(13);
    expect(await screen.findByRole('heading', { name: 'Emma Wilson' })).toBeDefined();
    expect(screen.getByText('Not on the HR payroll')).toBeDefined();
    expect(screen.getByText(/Tài khoản sẽ được kích hoạt khi thành viên được duyệt/)).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/Họ tên/));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('tells a teacher without the organisation right so', async () => {
    setup(undefined, 3);
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
