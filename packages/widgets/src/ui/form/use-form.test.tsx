import { session } from '@saola/core/session';
import { email, object, phone, requiredString } from '@saola/core/validate';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { optional, string } from 'superstruct';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from '../date-picker/date-picker';
import { TextField } from '../text-field/text-field';
import { useForm } from './use-form';

const struct = object({ fullName: requiredString(), email: optional(email(string())), phone: phone() });

function ProfileForm({
  onSubmit,
}: {
  onSubmit: (v: unknown) => Promise<undefined | Array<{ field: string; message: string }>>;
}) {
  const { values, set, errors, submit, submitting, ref } = useForm({
    initial: { fullName: '', email: '', phone: '' },
    struct,
    onSubmit,
  });
  return (
    <form onSubmit={submit}>
      <TextField
        label="Name"
        name="fullName"
        value={values.fullName}
        onChange={(v) => set('fullName', v)}
        error={errors.fullName}
        inputRef={ref('fullName')}
      />
      <TextField
        label="Email"
        name="email"
        value={values.email ?? ''}
        onChange={(v) => set('email', v)}
        error={errors.email}
        inputRef={ref('email')}
      />
      <TextField
        label="Phone"
        name="phone"
        value={values.phone}
        onChange={(v) => set('phone', v)}
        error={errors.phone}
        inputRef={ref('phone')}
      />
      <button type="submit" disabled={submitting}>
        Save
      </button>
    </form>
  );
}

function LessonForm({ onSubmit }: { onSubmit: () => Promise<undefined> }) {
  const form = useForm({
    initial: { opensAt: undefined as string | undefined },
    struct: object({ opensAt: optional(string()) }),
    onSubmit,
  });
  return (
    <form noValidate onSubmit={form.submit}>
      <DatePicker
        label="Opens on"
        name="opensAt"
        value={form.values.opensAt}
        onChange={(value) => form.set('opensAt', value)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useForm', () => {
  it.each([
    ['vi', 'Trường này là bắt buộc', 'Số điện thoại không hợp lệ'],
    ['en', 'The field is required', 'Phone number is invalid'],
    ['lo', 'ຕ້ອງປ້ອນຂໍ້ມູນໃນຊ່ອງນີ້', 'ເບີໂທລະສັບບໍ່ຖືກຕ້ອງ'],
  ] as const)(
    'validates with core structs in %s and focuses the first field in error',
    async (locale, required, phoneMessage) => {
      session.locale = locale;
      const onSubmit = vi.fn(async () => undefined);
      render(<ProfileForm onSubmit={onSubmit} />);
      await userEvent.type(screen.getByLabelText('Phone'), '12');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByText(required)).toBeDefined();
      expect(screen.getByText(phoneMessage)).toBeDefined();
      expect(document.activeElement).toBe(screen.getByLabelText('Name'));
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits valid values, then shows the server’s field errors under their fields', async () => {
    const onSubmit = vi.fn(async () => [{ field: 'email', message: 'Email đã được dùng' }]);
    render(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Trang');
    await userEvent.type(screen.getByLabelText('Email'), 'trang@saola.edu.vn');
    // Typed as at home, sent as kept: E.164.
    await userEvent.type(screen.getByLabelText('Phone'), '0901 234 567');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      fullName: 'Trang',
      email: 'trang@saola.edu.vn',
      phone: '+84901234567',
    });
    expect(screen.getByText('Email đã được dùng')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('Email đã được dùng')).toBeNull();
  });

  it('saves once when submitted again while it saves (Enter twice, a double click)', async () => {
    let release!: () => void;
    const onSubmit = vi.fn(() => new Promise<undefined>((resolve) => (release = () => resolve(undefined))));
    render(<ProfileForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Name'), 'Trang');
    await userEvent.type(screen.getByLabelText('Email'), 'trang@saola.edu.vn');
    // Typed as at home, sent as kept: E.164.
    await userEvent.type(screen.getByLabelText('Phone'), '0901 234 567');
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('refuses to save while a date field holds a date it cannot read', async () => {
    session.locale = 'en';
    const onSubmit = vi.fn(async () => undefined);
    render(<LessonForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Opens on/ }), '31-02-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Invalid date')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Opens on/ }));
  });
});
