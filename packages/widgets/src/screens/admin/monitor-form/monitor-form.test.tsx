import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { monitorServer } from '../monitor-list/monitor-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { MonitorForm } from './monitor-form';

function setup(id?: number) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, id: 1, idType: 2 } });
  return renderNavigating((onNavigate) => <MonitorForm id={id} onNavigate={onNavigate} />, monitorServer());
}

describe('MonitorForm', () => {
  it('adds an observer of a chosen class, checking required fields first', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect((await screen.findAllByText('Trường này là bắt buộc')).length).toBeGreaterThanOrEqual(3);
    expect(sent.some((r) => r.url.endsWith('/Lms/Monitor/Add'))).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Họ tên/), 'Hoàng Văn Bình');
    await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'binh.hoang');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Giamsat@2026');
    await userEvent.click(screen.getByRole('combobox', { name: /^Lớp học/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lớp 10A1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/monitor/list'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/Monitor/Add')).at(-1)?.body).toMatchObject({
      fullName: 'Hoàng Văn Bình',
      username: 'binh.hoang',
      password: 'Giamsat@2026',
      status: 'active',
      idGroups: [1],
    });
  });

  it('edits an observer keeping its classes, without a password unless one is typed', async () => {
    const { sent, onNavigate } = setup(31);
    expect(await screen.findByRole('heading', { name: 'Đỗ Thị Lan' })).toBeDefined();
    expect(screen.getByText('Lớp 10A1')).toBeDefined();
    await userEvent.click(screen.getByLabelText('Không hoạt động'));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/monitor/list'));
    const body = sent.filter((r) => r.url.endsWith('/Lms/Monitor/Edit')).at(-1)?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ id: 31, status: 'inactive', idGroups: [1] });
    expect('password' in body).toBe(false);
  });

  it('shows the server’s field message for a taken username', async () => {
    const answers = monitorServer();
    answers['/Lms/Monitor/Add'] = refuse(400, 'Tên đăng nhập đã được dùng', [
      { field: 'username', message: 'Tên đăng nhập đã được dùng' },
    ]);
    Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, id: 1, idType: 2 } });
    renderWithFake(<MonitorForm />, answers);
    await userEvent.type(await screen.findByLabelText(/^Họ tên/), 'Trùng tên');
    await userEvent.type(screen.getByLabelText(/^Tên đăng nhập/), 'observer');
    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Giamsat@2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findAllByText('Tên đăng nhập đã được dùng')).not.toHaveLength(0);
  });
});
