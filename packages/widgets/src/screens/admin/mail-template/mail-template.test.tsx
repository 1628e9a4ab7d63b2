import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MailTemplate } from './mail-template';
import { templateServer } from './mail-template.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('MailTemplate', () => {
  it('edits the password reset mail in Lao, inserting a variable, and saves it for that event and language', async () => {
    const { sent } = renderWithFake(<MailTemplate />, templateServer());
    await userEvent.click(await screen.findByRole('radio', { name: 'Đặt lại mật khẩu' }));
    await userEvent.click(screen.getByRole('radio', { name: 'ພາສາລາວ' }));
    const subject = screen.getByLabelText(/^Tiêu đề/);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'ຕັ້ງລະຫັດຜ່ານໃໝ່');
    await userEvent.click(screen.getByRole('button', { name: '{{minutes}}' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/MailTemplate/Edit'))).toBe(true));
    const body = sent.find((r) => r.url.endsWith('/Lms/MailTemplate/Edit'))?.body as Record<string, string>;
    expect(body).toMatchObject({ event: 'passwordReset', locale: 'lo', subject: 'ຕັ້ງລະຫັດຜ່ານໃໝ່' });
    expect(body.body).toMatch(/\{\{minutes\}\}$/);
  });

  it('previews the mail with sample values in a sandboxed frame', async () => {
    renderWithFake(<MailTemplate />, templateServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Xem trước' }));
    const frame = (await screen.findByTitle('Xem trước thư')) as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Nguyễn Thị Hoa');
    expect(screen.getByText(/Chào mừng Nguyễn Thị Hoa đến với Trường THPT Saola/)).toBeDefined();
  });

  it('goes back to the built-in text after a confirmation', async () => {
    const { sent } = renderWithFake(<MailTemplate />, templateServer());
    expect(await screen.findByText('Do trường soạn')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Dùng lại mẫu có sẵn' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Nội dung trường đã soạn sẽ mất');
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Dùng lại mẫu có sẵn' }).at(-1) as HTMLElement,
    );
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/MailTemplate/Reset'))).toBe(true));
    expect(await screen.findByText('Mẫu có sẵn')).toBeDefined();
  });
});
