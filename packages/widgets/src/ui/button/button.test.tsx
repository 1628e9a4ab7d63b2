import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is pending while the action it started runs, and does not start it again', async () => {
    let release!: () => void;
    const action = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    render(<Button onClick={action}>Lưu</Button>);
    const button = screen.getByRole('button', { name: 'Lưu' });
    await userEvent.dblClick(button);
    expect(action).toHaveBeenCalledOnce();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('stays as it is for an action that is done at once', async () => {
    const action = vi.fn();
    render(<Button onClick={action}>Đóng</Button>);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Đóng' }));
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Đóng' })).not.toHaveAttribute('aria-busy');
  });
});
