import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs } from '../shared/screen-test';
import { PaymentSetting } from './payment-setting';
import { settingServer } from './payment-setting.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('PaymentSetting', () => {
  it('shows whether a secret is set, never its value, and sends a new one only when typed', async () => {
    const { sent } = renderWithFake(<PaymentSetting />, settingServer());
    const secret = (await screen.findByLabelText(/vnp_HashSecret/)) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(screen.getByText(/^Đã lưu — để trống để giữ nguyên/)).toBeDefined();
    expect(screen.getByText(/^Chưa lưu/)).toBeDefined();
    await userEvent.type(screen.getByLabelText(/Khóa ký webhook/), 'bank-feed-2026');
    await userEvent.click(screen.getByRole('radio', { name: 'Thật (production)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/PaymentSetting/Edit'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/PaymentSetting/Edit'))?.body).toMatchObject({
      vnpayTmnCode: 'SAOLADEM',
      vnpayMode: 'production',
      vnpayHashSecret: '',
      transferSecret: 'bank-feed-2026',
    });
    await waitFor(() => expect(screen.queryByText(/^Chưa lưu/)).toBeNull());
  });

  it('tells a teacher the page is the owner’s', async () => {
    renderAs({ idType: 3, rights: [] }, <PaymentSetting />, settingServer());
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByLabelText(/vnp_HashSecret/)).toBeNull();
  });
});
