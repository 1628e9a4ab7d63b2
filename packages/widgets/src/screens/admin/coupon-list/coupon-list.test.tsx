import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { CouponList } from './coupon-list';
import { couponServer } from './coupon-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/couponCode/list'));

function setup(idType: 2 | 3 = 2) {
  return renderNavigating((onNavigate) => <CouponList onNavigate={onNavigate} />, couponServer(), {
    fullName: 'Nguyễn Thị Hoa',
    idType,
    rights: [],
  });
}

describe('CouponList', () => {
  it('lists codes with their discount and uses, opens one and deletes one', async () => {
    const { onNavigate } = setup();
    const row = (await screen.findByRole('link', { name: 'CHAOHE2026' })).closest('tr') as HTMLElement;
    expect(within(row).getByText(/20% \(≤ 300\.000\s₫\)/)).toBeDefined();
    // Uses out of the limit, in the one notation of the shared formatter.
    expect(within(row).getByText('37 / 200')).toBeDefined();
    const once = screen.getByRole('link', { name: 'SABAIDEE' }).closest('tr') as HTMLElement;
    expect(within(once).getByText('1 / 1')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'SABAIDEE' }));
    expect(onNavigate).toHaveBeenCalledWith('/couponCode/edit/2');
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'CHAOHE2026' })).toBeNull());
  });

  it('offers nothing to a teacher without the coupon right', async () => {
    setup(3);
    await screen.findByText('CHAOHE2026');
    expect(screen.queryByRole('link', { name: 'CHAOHE2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm mã giảm giá' })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });
});
