import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { LiveSetting } from './live-setting';
import { liveSettingServer, NOT_SET } from './live-setting.fixtures';

const EDIT = '/Lms/Teaching/EditSetting';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('LiveSetting', () => {
  it('never shows the secret, keeps it when left blank, and shows the webhook address to give LiveKit', async () => {
    const { sent } = renderWithFake(<LiveSetting />, liveSettingServer());
    const secret = (await screen.findByLabelText(/^Khóa bí mật API/)) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(screen.getByText(/^Đã đặt\. Để trống để giữ nguyên\./)).toBeDefined();
    expect(screen.getByText('https://demo.saola.edu.vn/Lms/Teaching/Webhook')).toBeDefined();
    const url = screen.getByLabelText(/^Địa chỉ máy chủ/);
    await userEvent.clear(url);
    await userEvent.type(url, 'wss://video.saola.edu.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith(EDIT))).toBe(true));
    const body = sent.find((r) => r.url.endsWith(EDIT))?.body as Record<string, unknown>;
    expect(body).toMatchObject({ url: 'wss://video.saola.edu.vn', apiKey: 'APIsaola2026' });
    expect(body.apiSecret ?? '').toBe('');
  });

  it('puts the server’s refusal under the secret, then saves the secret typed', async () => {
    const { sent } = renderWithFake(<LiveSetting />, liveSettingServer(NOT_SET));
    expect(await screen.findByText(/^Chưa đặt/)).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Địa chỉ máy chủ/), 'wss://live.saola.edu.vn');
    await userEvent.type(screen.getByLabelText(/^Khóa API/), 'APIsaola2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Khóa bí mật API/), 'a-long-secret-0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText(/^Đã đặt\. Để trống để giữ nguyên\./)).toBeDefined();
    expect(sent.filter((r) => r.url.endsWith(EDIT)).at(-1)?.body).toMatchObject({
      apiSecret: 'a-long-secret-0123456789',
    });
    expect((screen.getByLabelText(/^Khóa bí mật API/) as HTMLInputElement).value).toBe('');
  });

  it('shows the history with the secret only as set', async () => {
    renderWithFake(<LiveSetting />, liveSettingServer());
    expect(await screen.findByText('Khóa bí mật API (API secret)', { selector: 'span' })).toBeDefined();
    expect(screen.getByText('set')).toBeDefined();
  });
});
