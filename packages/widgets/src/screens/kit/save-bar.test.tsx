import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithFake } from '../../../test/fake-saola';
import { SaveBar } from './save-bar';

describe('SaveBar', () => {
  it('submits its form and goes back without submitting', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    const onBack = vi.fn();
    renderWithFake(
      <form onSubmit={onSubmit}>
        <SaveBar busy={false} onBack={onBack} />
      </form>,
      {},
    );
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('names the submit after what the form does and cannot be pressed again while busy', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithFake(
      <form onSubmit={onSubmit}>
        <SaveBar busy onBack={() => {}} saveLabel="Tạo mã" />
      </form>,
      {},
    );
    const submit = screen.getByRole('button', { name: /Tạo mã/ });
    expect(screen.queryByRole('button', { name: 'Lưu' })).toBeNull();
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the form's own actions after the submit, and offers no way back in a section of a page", () => {
    renderWithFake(
      <form>
        <SaveBar busy={false}>
          <button type="button">Xem trước</button>
        </SaveBar>
      </form>,
      {},
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Lưu', 'Xem trước']);
  });
});
