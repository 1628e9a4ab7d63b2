import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeSaola } from '../../../test/fake-saola';
import { AlertHost, Toaster } from './toaster';

describe('Toaster', () => {
  it('shows a toast for 3000 ms and a 400’s problems as a list', () => {
    vi.useFakeTimers();
    const { saola, wrap: Wrap } = fakeSaola({});
    render(
      <Wrap>
        <Toaster />
      </Wrap>,
    );
    act(() =>
      saola.client.notices.toast('error', 'Tham số không hợp lệ.', [
        'Trường này là bắt buộc',
        'Email không hợp lệ',
      ]),
    );
    act(() => saola.client.notices.toast('success', 'Đã lưu'));
    expect(screen.getByRole('alert').textContent).toContain('Tham số không hợp lệ.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Trường này là bắt buộc',
      'Email không hợp lệ',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Đã lưu');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Đã lưu')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Đã lưu')).toBeNull();
    vi.useRealTimers();
  });

  it('shows alerts in a dialog the user closes', async () => {
    const { saola, wrap: Wrap } = fakeSaola({});
    render(
      <Wrap>
        <AlertHost />
      </Wrap>,
    );
    act(() => saola.client.notices.emit('alert', { message: 'Phiên đăng nhập đã hết hạn.' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Phiên đăng nhập đã hết hạn.');
    act(() => screen.getByRole('button', { name: 'Đóng' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
