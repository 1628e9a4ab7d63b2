import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

function Form({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  return (
    <Dialog open onClose={onClose} title="Add exam">
      <label>
        Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
    </Dialog>
  );
}

const dialog = () => document.querySelector('dialog') as HTMLDialogElement;
const pressEscape = () => fireEvent(dialog(), new Event('cancel', { cancelable: true }));

describe('Dialog', () => {
  it('closes on Escape or a click beside it while nothing was typed', () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(dialog());
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks before Escape or a click beside it throws away what was typed, and keeps it on "Keep editing"', () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Midterm' } });
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('Bỏ những gì bạn đã nhập?')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tiếp tục chỉnh sửa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục chỉnh sửa' }));
    expect(screen.queryByText('Bỏ những gì bạn đã nhập?')).toBeNull();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Midterm');
    fireEvent.click(dialog());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ thay đổi' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('returns to editing on a second Escape while it asks', () => {
    const onClose = vi.fn();
    render(<Form onClose={onClose} />);
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Midterm' } });
    pressEscape();
    pressEscape();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Đóng' })).toBeDefined();
  });
});
