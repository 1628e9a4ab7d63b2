import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { packageServer } from './buy-course.fixtures';
import { PackageOffers } from './package-offers';

describe('PackageOffers', () => {
  it('shows the packages she can buy with what they give, and buys one as a package', async () => {
    const onPaid = vi.fn();
    const { sent } = renderWithFake(<PackageOffers idCourse={9} onPaid={onPaid} />, packageServer());
    const card = (await screen.findByRole('heading', { name: 'IELTS trọn gói' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('2 khóa học: IELTS Writing Band 7+, IELTS Speaking')).toBeDefined();
    expect(within(card).getByText('Tiết kiệm 30%')).toBeDefined();
    expect(within(card).getByText(/2\.000\.000\s₫/)).toBeDefined();
    // A package whose course is not approved is not offered.
    expect(screen.queryByText('Gói đang soạn')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Mua gói' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Thanh toán' }));
    // The order waits for the school's confirmation, asked about every few seconds.
    await waitFor(() => expect(onPaid).toHaveBeenCalled(), { timeout: 8000 });
    expect(sent.find((r) => r.url.endsWith('/Lms/Order/Checkout'))?.body).toEqual({
      idPackage: 3,
      paymentType: 'transfer',
      couponCode: null,
    });
  });

  it('shows nothing for a course in no package she can buy', async () => {
    const { sent } = renderWithFake(<PackageOffers idCourse={9} onPaid={() => {}} />, {
      '/Lms/Order/PackageOffers': ok([]),
    });
    await waitFor(() => expect(sent.some((r) => r.url.includes('/Lms/Order/PackageOffers'))).toBe(true));
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
