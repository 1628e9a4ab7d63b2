import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { CERTIFICATES, certificateServer } from '../../shared/certificate.fixtures';
import { MyCertificateList } from './my-certificate-list';

beforeEach(() => {
  history.replaceState(null, '', '/myCertificate/list');
  session.user = { ...demoConfig.user, idType: 4, rights: [] };
});
afterEach(() => vi.unstubAllGlobals());

describe('MyCertificateList', () => {
  it('lists her certificates with their code linking to the public check', async () => {
    renderWithFake(<MyCertificateList />, certificateServer());
    const row = (await screen.findByText('Tiếng Anh giao tiếp cơ bản')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Còn hiệu lực')).toBeDefined();
    expect(within(row).getByRole('link', { name: /7K3M-Q9TX-2WCF-H8RB/ })).toHaveAttribute(
      'href',
      '/certificate/verify/7K3M-Q9TX-2WCF-H8RB',
    );
  });

  it('downloads the PDF with her session, and says so when it cannot', async () => {
    session.accessToken = 'token-1';
    const fetch = vi.fn(async () => new Response('%PDF-1.7', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const fake = renderWithFake(<MyCertificateList />, certificateServer());
    const toasts: string[] = [];
    fake.saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    await userEvent.click(await screen.findByRole('button', { name: 'Tải PDF: Tiếng Anh giao tiếp cơ bản' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://saola.test/Lms/Certificate/Pdf?id=3');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    fetch.mockImplementation(async () => new Response('', { status: 500 }));
    await userEvent.click(screen.getByRole('button', { name: 'Tải PDF: Tiếng Anh giao tiếp cơ bản' }));
    await waitFor(() => expect(toasts).toContain('Không tải được chứng chỉ.'));
  });

  it('offers no download for a revoked certificate, and says when she has none', async () => {
    const revoked = CERTIFICATES[2] as (typeof CERTIFICATES)[number];
    const first = renderWithFake(<MyCertificateList />, certificateServer({ mine: [revoked] }));
    expect(await screen.findByText('Đã thu hồi')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Tải PDF/ })).toBeNull();
    expect(first.sent.some((r) => r.url.includes('/Lms/Certificate/Mine'))).toBe(true);
  });

  it('says when she has none yet', async () => {
    renderWithFake(<MyCertificateList />, certificateServer({ mine: [] }));
    expect(await screen.findByText(/Bạn chưa có chứng chỉ nào/)).toBeDefined();
  });
});
