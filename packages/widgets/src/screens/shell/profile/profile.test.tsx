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

const paged = <T,>(data: T[]) => ({ data, total: data.length, page: 1, take: 20 });

const myOrders = [
  {
    id: 41,
    code: 'DHK7M2P9QX',
    status: 'pending',
    paymentType: 'vnpay',
    purchasePrice: 1_200_000,
    items: ['IELTS Writing Band 7+'],
    createdAt: '2026-11-20T09:30:00Z',
    paidAt: null,
  },
  {
    id: 40,
    code: 'DHA3B4C5D6',
    status: 'paid',
    paymentType: 'transfer',
    purchasePrice: 450_000,
    items: ['Tin học văn phòng cơ bản'],
    createdAt: '2026-10-02T03:00:00Z',
    paidAt: '2026-10-02T03:10:00Z',
  },
];

function setup(
  edit: Answer = (r) => ok({ ...profile, ...(r.body as object) }, 'Đã lưu'),
  more: Record<string, Answer> = {},
) {
  session.website = demoConfig.website;
  const fake = renderWithFake(<Profile />, {
    '/Auth/User/Profile': ok(profile),
    '/Auth/User/EditProfile': edit,
    '/Lms/Order/Mine': ok(paged([])),
    ...more,
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

  it("lists the learner's orders, and a pending one opens VNPay's payment link from the order's reply", async () => {
    const paymentUrl = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DHK7M2P9QX';
    const { sent } = setup(undefined, {
      '/Lms/Order/Mine': ok(paged(myOrders)),
      '/Lms/Order/MineGet': (r) =>
        ok({ ...myOrders[0], id: Number(new URL(r.url).searchParams.get('id')), paymentUrl, transfer: null }),
    });
    const section = await screen.findByRole('region', { name: 'Đơn hàng của tôi' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('DHK7M2P9QX')).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('Chờ thanh toán')).toBeDefined();
    expect(within(rows[0] as HTMLElement).getByText('IELTS Writing Band 7+')).toBeDefined();
    expect((rows[0] as HTMLElement).textContent).toMatch(/1\.200\.000\s₫/);
    expect(within(rows[1] as HTMLElement).getByText('Đã thanh toán')).toBeDefined();
    // A paid order has nothing to pay.
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Thanh toán' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thanh toán đơn DHK7M2P9QX' });
    const link = await within(dialog).findByRole('link', { name: 'Thanh toán qua VNPay' });
    expect(link.getAttribute('href')).toBe(paymentUrl);
    expect(sent.some((r) => r.url.includes('/Lms/Order/MineGet?id=41'))).toBe(true);
  });

  it('says so when the learner has no orders', async () => {
    setup();
    expect(await screen.findByText('Bạn chưa có đơn hàng nào.')).toBeDefined();
  });

  it("shows no orders section on a teacher's profile", async () => {
    session.website = demoConfig.website;
    const { sent } = renderWithFake(<Profile />, { '/Auth/User/Profile': ok({ ...profile, idType: 3 }) });
    await screen.findByRole('heading', { name: 'Phạm Thu Trang' });
    expect(screen.queryByRole('region', { name: 'Đơn hàng của tôi' })).toBeNull();
    expect(sent.some((r) => r.url.includes('/Lms/Order/Mine'))).toBe(false);
  });
});
