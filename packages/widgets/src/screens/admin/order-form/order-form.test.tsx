import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { ORDERS, orderServer } from '../order-list/order-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { OrderForm } from './order-form';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

function setup(id?: number, orders = ORDERS) {
  return renderNavigating((onNavigate) => <OrderForm id={id} onNavigate={onNavigate} />, orderServer(orders));
}

describe('OrderForm', () => {
  it('makes an order for a new customer with a course, and opens it', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(screen.getByLabelText(/^Tên khách hàng/), 'Vilayphone Sisouk');
    await userEvent.type(screen.getByLabelText(/^Số điện thoại/), '02055599999');
    await userEvent.type(screen.getByRole('combobox', { name: /^Khóa học/ }), 'Anh');
    await userEvent.click(await screen.findByRole('option', { name: 'Tiếng Anh giao tiếp' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Chuyển khoản (VietQR)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(onNavigate).toHaveBeenCalledWith(expect.stringMatching(/^\/order\/edit\/\d+$/)),
    );
    expect(sent.find((r) => r.url.endsWith('/Lms/Order/Add'))?.body).toMatchObject({
      idUser: null,
      customerName: 'Vilayphone Sisouk',
      phone: '+842055599999',
      paymentType: 'transfer',
      idCourses: [2],
    });
  });

  it('confirms a pending order’s payment after asking, then offers a refund', async () => {
    const { sent } = setup(1);
    expect(await screen.findByRole('heading', { name: /DHDEMO2A7K/ })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận đã thanh toán' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText(/Học viên sẽ được ghi danh ngay/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Xác nhận đã thanh toán' }));
    expect(await screen.findByRole('button', { name: 'Hoàn tiền' })).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Order/Confirm'))?.body).toEqual({
      id: 1,
      received: 450_000,
    });
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
  });

  it('shows a paid order’s process times with the gateway that confirmed it', async () => {
    setup(2);
    expect(await screen.findByText('Lịch sử xử lý')).toBeDefined();
    // The payment type, and who moved it to paid.
    expect(screen.getAllByText('Cổng VNPay')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Hoàn tiền' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
  });

  it('refunds part of a paid order for a required reason, then the rest by default', async () => {
    const { sent } = setup(2);
    await userEvent.click(await screen.findByRole('button', { name: 'Hoàn tiền' }));
    let dialog = screen.getByRole('dialog', { name: 'Hoàn tiền' });
    const amount = within(dialog).getByLabelText(/^Số tiền hoàn/);
    // The whole of what is left refundable, to start with.
    expect((amount as HTMLInputElement).value).toBe('350000');
    expect(within(dialog).getByText(/Còn có thể hoàn: 350\.000/)).toBeDefined();
    // No reason: refused under its field, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Order/Refund'))).toBe(false);
    // More than is left: the server's refusal shows under the amount, and what was typed stays.
    await userEvent.clear(amount);
    await userEvent.type(amount, '400000');
    await userEvent.type(within(dialog).getByLabelText(/^Lý do hoàn tiền/), 'Học viên nghỉ hai buổi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Chỉ hoàn được tối đa 350000')).toBeDefined();
    expect((within(dialog).getByLabelText(/^Lý do hoàn tiền/) as HTMLTextAreaElement).value).toBe(
      'Học viên nghỉ hai buổi',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '100000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.url.endsWith('/Lms/Order/Refund')).at(-1)?.body).toEqual({
      id: 2,
      amount: 100_000,
      reason: 'Học viên nghỉ hai buổi',
    });
    // Kept in the history with its amount and reason; the order stays paid with the rest refundable.
    expect(screen.getByText('Học viên nghỉ hai buổi')).toBeDefined();
    expect(screen.getByText(/Còn có thể hoàn/).nextSibling?.textContent).toMatch(/250\.000/);
    await userEvent.click(screen.getByRole('button', { name: 'Hoàn tiền' }));
    dialog = screen.getByRole('dialog', { name: 'Hoàn tiền' });
    expect((within(dialog).getByLabelText(/^Số tiền hoàn/) as HTMLInputElement).value).toBe('250000');
    await userEvent.type(within(dialog).getByLabelText(/^Lý do hoàn tiền/), 'Chuyển trường');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hoàn tiền' })).toBeNull());
    expect(screen.getAllByText('Đã hoàn tiền').length).toBeGreaterThan(1);
  });

  it('refunds an order paid at nothing for a reason alone, asking no amount', async () => {
    const paid = ORDERS.find((o) => o.id === 2) as (typeof ORDERS)[number];
    const free = { ...paid, received: 0, refundable: 0 };
    const { sent } = setup(2, [free, ...ORDERS.filter((o) => o.id !== 2)]);
    await userEvent.click(await screen.findByRole('button', { name: 'Hoàn tiền' }));
    const dialog = screen.getByRole('dialog', { name: 'Hoàn tiền' });
    expect(within(dialog).queryByLabelText(/^Số tiền hoàn/)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/^Lý do hoàn tiền/), 'Học viên không học nữa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.url.endsWith('/Lms/Order/Refund')).at(-1)?.body).toEqual({
      id: 2,
      reason: 'Học viên không học nữa',
    });
  });

  it('saves an order whose buyer contacts are masked without sending them back', async () => {
    const masked = ORDERS.map((o) =>
      o.id === 1 ? { ...o, email: 'a•••@example.vn', phone: '•••456', contactsMasked: true } : o,
    );
    const { sent } = setup(1, masked);
    expect(await screen.findByRole('heading', { name: /DHDEMO2A7K/ })).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Ghi chú/), 'Gọi trước');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Order/Edit'))).toBe(true));
    const body = sent.find((r) => r.url.endsWith('/Lms/Order/Edit'))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ id: 1, idUser: 10, note: 'Gọi trước' });
    expect(JSON.stringify(body)).not.toContain('•••');
  });
});
