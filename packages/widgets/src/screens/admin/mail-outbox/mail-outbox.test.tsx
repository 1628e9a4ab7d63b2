import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MailOutbox } from './mail-outbox';
import { outbox } from './mail-outbox.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('MailOutbox', () => {
  it('lists the kept mails with their time in the school’s zone, newest first', async () => {
    renderWithFake(<MailOutbox />, outbox());
    await screen.findByText('keo@example.la');
    const rows = screen.getAllByRole('row');
    // The header row, then the server's order: the reset mail of 22-11 10:12 in Ho Chi Minh City first.
    expect(rows[1]?.textContent).toContain('keo@example.la');
    expect(rows[1]?.textContent).toContain('22-11-2026 10:12');
    expect(rows[2]?.textContent).toContain('Chào mừng đến với Trường Saola');
  });

  it('opens a mail in a frame that runs none of its scripts', async () => {
    renderWithFake(<MailOutbox />, outbox());
    await userEvent.click(await screen.findByRole('button', { name: 'Mở: ຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('ຕັ້ງລະຫັດຜ່ານໃໝ່ຂອງທ່ານ');
    const frame = within(dialog).getByTitle('Nội dung thư') as HTMLIFrameElement;
    // An empty sandbox: no script, form, pop-up or navigation of the page around it.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('forgotPassword?token=abc');
    // Nothing of the mail became the page's own markup.
    expect(document.querySelector('script')).toBeNull();
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('says when no mail was kept', async () => {
    renderWithFake(<MailOutbox />, outbox([]));
    expect(await screen.findByText('Chưa có thư nào được giữ lại.')).toBeDefined();
  });
});
