import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type Answer, demoConfig, ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { Profile } from './profile';

const profile = {
  id: 3,
  fullName: 'Phạm Thu Trang',
  username: 'student',
  idType: 4,
  avatarUrl: null,
  email: 'trang@saola.edu.vn',
  phone: null,
  locale: 'vi',
  createdAt: '2026-09-01T00:00:00Z',
};

function setup(edit: Answer = (r) => ok({ ...profile, ...(r.body as object) }, 'Đã lưu')) {
  session.website = demoConfig.website;
  const fake = renderWithFake(<Profile />, {
    '/Auth/User/Profile': ok(profile),
    '/Auth/User/EditProfile': edit,
  });
  return fake;
}

describe('Profile', () => {
  it('shows the profile and saves edited details, a blank phone as cleared', async () => {
    const { sent } = setup();
    expect(await screen.findByRole('heading', { name: 'Phạm Thu Trang' })).toBeDefined();
    expect(screen.getByText('TT')).toBeDefined();
    const name = screen.getByLabelText(/Họ tên/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Phạm Thu Trang (10A1)');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Phạm Thu Trang (10A1)' })).toBeDefined());
    const edit = sent.find((r) => r.url.endsWith('/Auth/User/EditProfile'));
    expect(edit?.body).toEqual({
      fullName: 'Phạm Thu Trang (10A1)',
      email: 'trang@saola.edu.vn',
      phone: null,
    });
  });

  it('checks email and phone in the current language before saving', async () => {
    session.locale = 'en';
    const { sent } = setup();
    await screen.findByRole('heading', { name: 'Phạm Thu Trang' });
    await userEvent.type(screen.getByLabelText(/Phone number/), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Phone number is invalid')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Auth/User/EditProfile'))).toBe(false);
  });

  it('changes the password in a dialog under the site’s strong-password rule', async () => {
    const { sent } = setup((r) =>
      (r.body as { currentPassword: string }).currentPassword === 'Saola@2026'
        ? ok(profile, 'Đã đổi mật khẩu.')
        : refuse(400, 'Tham số không hợp lệ.', [
            { field: 'currentPassword', message: 'Mật khẩu hiện tại không đúng' },
          ]),
    );
    await screen.findByRole('heading', { name: 'Phạm Thu Trang' });
    await userEvent.click(screen.getByRole('button', { name: 'Mật khẩu mới' }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: RegExp) => within(dialog).getByLabelText(label);
    await userEvent.type(field(/^Mật khẩu hiện tại/), 'wrong');
    await userEvent.type(field(/^Mật khẩu mới/), 'weakpass');
    await userEvent.type(field(/^Xác nhận mật khẩu/), 'weakpass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(within(dialog).getAllByText(/Mật khẩu phải có ít nhất 8 ký tự/).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.url.endsWith('/Auth/User/EditProfile'))).toBe(false);

    await userEvent.clear(field(/^Mật khẩu mới/));
    await userEvent.type(field(/^Mật khẩu mới/), 'New@Pass2027');
    await userEvent.clear(field(/^Xác nhận mật khẩu/));
    await userEvent.type(field(/^Xác nhận mật khẩu/), 'New@Pass2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Mật khẩu hiện tại không đúng')).toBeDefined();

    await userEvent.clear(field(/^Mật khẩu hiện tại/));
    await userEvent.type(field(/^Mật khẩu hiện tại/), 'Saola@2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
