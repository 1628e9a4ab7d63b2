import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFake } from '../../../../test/fake-saola';
import { BuyCourse } from './buy-course';
import { buyServer } from './buy-course.fixtures';

/** As the course page does: its reload is a new function after each reload. */
function Page({ onReload }: { onReload: () => void }) {
  const [round, setRound] = useState(0);
  return (
    <>
      <span>round {round}</span>
      <BuyCourse
        idCourse={9}
        name="IELTS"
        onPaid={() => {
          onReload();
          setRound((n) => n + 1);
        }}
        pollMs={20}
      />
    </>
  );
}

describe('BuyCourse', () => {
  it('checks a coupon, pays by VietQR and opens the course once the payment is confirmed', async () => {
    const onPaid = vi.fn();
    // The bank confirms only once the QR has been seen: a busy machine must not let the payment overtake it.
    let confirmed = false;
    const { sent } = renderWithFake(
      <BuyCourse idCourse={9} name="IELTS Writing Band 7+" onPaid={onPaid} pollMs={20} />,
      buyServer({ paidWhen: () => confirmed }),
    );
    expect(await screen.findByText(/1\.200\.000\s₫/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Mua khóa học' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Mã giảm giá'), 'CHAOHE2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Áp dụng' }));
    expect(await within(dialog).findByText(/960\.000\s₫/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán' }));
    expect(await screen.findByRole('img', { name: 'Quét mã VietQR bằng ứng dụng ngân hàng' })).toBeDefined();
    expect(screen.getByText('DHK7M2Q9RT')).toBeDefined();
    // Typed by hand from another phone: the bank by name, and each value copied as the banking app wants it.
    expect(screen.getByText('Vietcombank')).toBeDefined();
    const clipboard = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    await userEvent.click(screen.getByRole('button', { name: 'Sao chép Số tiền' }));
    expect(clipboard).toHaveBeenLastCalledWith('960000');
    expect(await screen.findByText('Đã sao chép')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Sao chép Nội dung chuyển khoản' }));
    expect(clipboard).toHaveBeenLastCalledWith('DHK7M2Q9RT');
    expect(sent.find((r) => r.url.endsWith('/Lms/Order/Checkout'))?.body).toEqual({
      idCourse: 9,
      paymentType: 'transfer',
      couponCode: 'CHAOHE2026',
    });
    confirmed = true;
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('Thanh toán thành công. Bạn đã được ghi danh.');
  });

  it('calls the page back once when paid, though the page hands it a new callback on each render', async () => {
    const reloads = vi.fn();
    renderWithFake(<Page onReload={reloads} />, buyServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Mua khóa học' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Thanh toán' }));
    await screen.findByText('round 1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reloads).toHaveBeenCalledTimes(1);
    expect(screen.getByText('round 1')).toBeDefined();
  });

  it('sends the learner to VNPay’s payment page', async () => {
    const redirect = vi.fn();
    renderWithFake(
      <BuyCourse idCourse={9} name="IELTS" onPaid={() => {}} redirect={redirect} pollMs={60_000} />,
      buyServer(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mua khóa học' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Cổng VNPay' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=DHK7M2Q9RT',
      ),
    );
  });

  it('shows an unknown coupon’s message under its field', async () => {
    renderWithFake(<BuyCourse idCourse={9} name="IELTS" onPaid={() => {}} />, buyServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Mua khóa học' }));
    await userEvent.type(screen.getByLabelText('Mã giảm giá'), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Áp dụng' }));
    expect(await screen.findByText('Mã giảm giá không tồn tại')).toBeDefined();
  });
});
