import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { couponServer } from '../coupon-list/coupon-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { CouponForm } from './coupon-form';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

function setup(id?: number) {
  return renderNavigating((onNavigate) => <CouponForm id={id} onNavigate={onNavigate} />, couponServer());
}

describe('CouponForm', () => {
  it('adds a percent coupon with a cap for chosen courses', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(screen.getByLabelText(/^Mã giảm giá/), 'TET2027');
    await userEvent.type(screen.getByLabelText(/^Số lượng/), '50');
    await userEvent.type(screen.getByLabelText(/^Mức giảm/), '15');
    await userEvent.type(screen.getByLabelText(/^Giảm tối đa/), '200000');
    await userEvent.click(screen.getByRole('switch', { name: /Áp dụng cho mọi khóa học/ }));
    await userEvent.type(screen.getByRole('combobox', { name: /Khóa học áp dụng/ }), 'Anh');
    await userEvent.click(await screen.findByRole('option', { name: 'Tiếng Anh giao tiếp' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/couponCode/list'));
    expect(sent.find((r) => r.url.endsWith('/Lms/Coupon/Add'))?.body).toMatchObject({
      code: 'TET2027',
      times: 'many',
      quantity: 50,
      discountKind: 'percent',
      discountValue: 15,
      maxDiscount: 200_000,
      appliesToAll: false,
      idCourses: [2],
    });
  });

  it('opens a one-time cash coupon with its targets and asks for a code', async () => {
    setup(2);
    expect(await screen.findByRole('heading', { name: 'SABAIDEE' })).toBeDefined();
    expect(screen.getByText('Combo Tự nhiên 10')).toBeDefined();
    expect(screen.queryByLabelText(/^Số lượng/)).toBeNull();
    expect(screen.queryByLabelText(/^Giảm tối đa/)).toBeNull();
    await userEvent.clear(screen.getByLabelText(/^Mã giảm giá/));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('refuses a percent over 100 and a coupon for nothing before sending, under their fields', async () => {
    const { sent } = setup();
    await userEvent.type(screen.getByLabelText(/^Mã giảm giá/), 'TET2027');
    await userEvent.type(screen.getByLabelText(/^Mức giảm/), '150');
    await userEvent.click(screen.getByRole('switch', { name: /Áp dụng cho mọi khóa học/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Phần trăm từ 1 đến 100')).toBeDefined();
    expect(screen.getByText('Chọn ít nhất một khóa học hoặc gói')).toBeDefined();
    expect(screen.getByLabelText(/^Mức giảm/)).toBe(document.activeElement);
    expect(sent.some((r) => r.url.endsWith('/Lms/Coupon/Add'))).toBe(false);
  });
});
