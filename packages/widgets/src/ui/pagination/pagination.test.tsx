import { session } from '@saola/core/session';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('says where the page is and moves between pages, disabled at the ends', async () => {
    session.locale = 'en';
    const onPage = vi.fn();
    const { rerender } = render(<Pagination page={1} take={20} total={45} onPage={onPage} />);
    expect(screen.getByText('1–20 / 45')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    rerender(<Pagination page={3} take={20} total={45} onPage={onPage} />);
    expect(screen.getByText('41–45 / 45')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reads 0–0 on an empty list', () => {
    render(<Pagination page={1} take={20} total={0} onPage={() => {}} />);
    expect(screen.getByText('0–0 / 0')).toBeDefined();
  });

  it('says a long list has more than it counted, and still goes on', async () => {
    const onPage = vi.fn();
    session.locale = 'en';
    const { rerender } = render(<Pagination page={50} take={20} total={1000} more onPage={onPage} />);
    expect(screen.getByText('981–1000 / more than 1000')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(51);
    session.locale = 'lo';
    rerender(<Pagination page={1} take={20} total={1000} more onPage={onPage} />);
    expect(await screen.findByText('1–20 / ຫຼາຍກວ່າ 1000')).toBeDefined();
    session.locale = 'vi';
    rerender(<Pagination page={1} take={20} total={1000} more onPage={onPage} />);
    expect(await screen.findByText('1–20 / hơn 1000')).toBeDefined();
  });
});
