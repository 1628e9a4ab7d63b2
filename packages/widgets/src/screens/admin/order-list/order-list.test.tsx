import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { OrderList } from './order-list';
import { orderServer } from './order-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/order/list'));

describe('OrderList', () => {
  it('lists orders with customer, total and status, and opens one', async () => {
    session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
    const onNavigate = vi.fn();
    renderWithFake(<OrderList onNavigate={onNavigate} />, orderServer());
    const row = (await screen.findByRole('link', { name: 'DHDEMO4C9N' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('ບຸນມີ ແກ້ວມະນີ')).toBeDefined();
    expect(within(row).getByText('Đã thanh toán')).toBeDefined();
    expect(within(row).getByText(/350\.000\s₫/)).toBeDefined();
    // On a phone only details leave (payment type, salesperson, date): the status stays beside the code.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.indexOf('Trạng thái đơn')).toBe(headers.findIndex((h) => h.startsWith('Mã đơn')) + 1);
    const minor = screen
      .getAllByRole('columnheader')
      .filter((h) => h.className.includes('max-sm:hidden'))
      .map((h) => h.textContent);
    expect(minor).toHaveLength(3);
    expect(minor).not.toContain('Trạng thái đơn');
    await userEvent.click(screen.getByRole('link', { name: 'DHDEMO2A7K' }));
    expect(onNavigate).toHaveBeenCalledWith('/order/edit/1');
  });
});
