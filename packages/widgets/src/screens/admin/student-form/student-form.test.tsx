import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderNavigating } from '../shared/screen-test';
import { STUDENTS, studentServer } from '../student-list/student-list.fixtures';
import { StudentForm } from './student-form';

function setup(id?: number, kind: 'registered' | 'retail' = 'registered') {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  return renderNavigating(
    (onNavigate) => <StudentForm id={id} kind={kind} onNavigate={onNavigate} />,
    studentServer(),
  );
}

describe('StudentForm', () => {
  it('adds a student with a password, and shows a taken username where it was typed', async () => {
    const { sent, onNavigate } = setup(undefined, 'retail');
    await userEvent.type(screen.getByLabelText(/^Họ tên/), 'Vũ Thị Lan');
    await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'STUDENT');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Hocsinh@2026');
    await userEvent.type(screen.getByLabelText(/^Khối lớp/), '11A2');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Tên đăng nhập đã được sử dụng.')).toBeDefined();
    const username = screen.getByLabelText(/^Tên đăng nhập/);
    await userEvent.clear(username);
    await userEvent.type(username, 'lan.vu');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/retailStudent/list'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/Student/Add')).at(-1)?.body).toMatchObject({
      fullName: 'Vũ Thị Lan',
      username: 'lan.vu',
      kind: 'retail',
      password: 'Hocsinh@2026',
      classLevel: '11A2',
      status: 'active',
    });
  });

  it('checks the required fields and the phone rule in the current language', async () => {
    session.locale = 'en';
    const { sent } = setup();
    await userEvent.type(screen.getByLabelText(/^Phone number/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('The field is required')).length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText('Phone number is invalid')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Student/Add'))).toBe(false);
  });

  it('checks the site’s password rule in the form, with every other field’s error at once', async () => {
    session.locale = 'en';
    const { sent } = setup();
    await userEvent.type(screen.getByLabelText(/^Full name/), 'Vũ Thị Lan');
    await userEvent.type(screen.getByLabelText(/^Username/), 'lan.vu');
    await userEvent.type(screen.getByLabelText(/^Password/), 'hocsinh');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The password must have at least 8 characters, 1 uppercase letter, 1 special character and 1 number',
      ),
    ).toBeDefined();
    expect(screen.getByText('Phone number is invalid')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Student/Add'))).toBe(false);
  });

  it('edits a student without touching the password unless one is typed', async () => {
    const { sent } = setup(12);
    expect(await screen.findByRole('heading', { name: 'ສົມສັກ ພົມມະວົງ' })).toBeDefined();
    expect(screen.getByLabelText(/^Khối lớp/)).toHaveValue('ມ.5');
    await userEvent.click(screen.getByRole('radio', { name: 'Không hoạt động' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Student/Edit'))).toBe(true));
    const body = sent.find((r) => r.url.endsWith('/Lms/Student/Edit'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 12, status: 'inactive', username: 'student2' });
    expect(body).not.toHaveProperty('password');
  });

  it('shows masked contacts read-only and does not send them back (SPEC §6)', async () => {
    Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 3 } });
    const onNavigate = vi.fn();
    const masked = STUDENTS.map((s) =>
      s.id === 11 ? { ...s, email: 's•••@saola.edu.vn', phone: '•••678', contactsMasked: true } : s,
    );
    const { sent } = renderWithFake(<StudentForm id={11} onNavigate={onNavigate} />, studentServer(masked));
    expect(await screen.findByText('s•••@saola.edu.vn')).toBeDefined();
    expect(screen.getByText('•••678')).toBeDefined();
    expect(screen.getByText(/Đã ẩn theo cài đặt của trường/)).toBeDefined();
    expect(screen.queryByLabelText(/^Số điện thoại/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/registerUser/list'));
    const body = sent.filter((r) => r.url.endsWith('/Lms/Student/Edit')).at(-1)?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ id: 11, fullName: 'Phạm Thu Trang' });
    expect('email' in body || 'phone' in body).toBe(false);
  });
});
