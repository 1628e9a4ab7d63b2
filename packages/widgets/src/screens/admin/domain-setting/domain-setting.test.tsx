import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { DomainSetting } from './domain-setting';
import { domainServer, PENDING_DOMAIN } from './domain-setting.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('DomainSetting', () => {
  it('asks for a domain, shows the DNS records to create, and puts it in use once verified', async () => {
    const { sent } = renderWithFake(<DomainSetting />, domainServer());
    expect(await screen.findByText('Chưa có tên miền riêng')).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: /Tên miền riêng/ }), 'Hoc.Truong-ABC.edu.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu tên miền' }));
    expect(await screen.findByText('_saola-verify.hoc.truong-abc.edu.vn')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Setting/EditDomain'))?.body).toEqual({
      domain: 'hoc.truong-abc.edu.vn',
    });
    expect(screen.getByText('app.saola.vn')).toBeDefined();
    expect(screen.getByText('Đang chờ xác minh DNS')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra DNS ngay' }));
    expect(await screen.findByText('Đã xác minh')).toBeDefined();
    expect(screen.getByText('hoc.truong-abc.edu.vn')).toBeDefined();
    // Like the other settings, the domain's saves are listed under it.
    expect(await screen.findByText('elearning.truong-cu.edu.vn')).toBeDefined();
    expect(screen.getByText('Tên miền đăng ký')).toBeDefined();
  });

  it('refuses what is not a domain before sending it, and shows the server’s refusal', async () => {
    const { sent } = renderWithFake(<DomainSetting />, domainServer());
    const field = await screen.findByRole('textbox', { name: /Tên miền riêng/ });
    await userEvent.type(field, 'http://truong.vn/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu tên miền' }));
    expect(await screen.findByText(/Tên miền không hợp lệ/)).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditDomain'))).toBe(false);
    await userEvent.clear(field);
    await userEvent.type(field, 'other-school.edu.vn');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu tên miền' }));
    expect(await screen.findByText('Tên miền này đã được trường khác sử dụng.')).toBeDefined();
  });

  it('keeps the records shown while DNS does not show them yet', async () => {
    renderWithFake(<DomainSetting />, domainServer(PENDING_DOMAIN, false));
    expect(await screen.findByText('Chưa tìm thấy bản ghi DNS')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra DNS ngay' }));
    await waitFor(() => expect(screen.getByText(/Kiểm tra lần cuối/).textContent).toMatch(/22-11-2026/));
    expect(screen.getByText('saola-verify=6f1c0b9e2d4a48f7a3c5e1d2b7f80a19')).toBeDefined();
  });
});
