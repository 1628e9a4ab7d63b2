import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFake } from '../../../../test/fake-saola';
import { certificateServer } from '../../shared/certificate.fixtures';
import { CertificateVerify } from './certificate-verify';

describe('CertificateVerify', () => {
  it('checks the code the address carries at once: holder, course, date, school, valid', async () => {
    const { sent } = renderWithFake(<CertificateVerify code="7K3M-Q9TX-2WCF-H8RB" />, certificateServer());
    expect(await screen.findByText('Chứng chỉ hợp lệ')).toBeDefined();
    expect(screen.getByText('Nguyễn Thị Ánh Tuyết')).toBeDefined();
    expect(screen.getByText('Tiếng Anh giao tiếp cơ bản')).toBeDefined();
    expect(screen.getByText('Trường THPT Saola')).toBeDefined();
    expect(sent.filter((r) => r.url.includes('/Lms/Certificate/Verify'))).toHaveLength(1);
  });

  it('says a typed code is revoked, with the date', async () => {
    renderWithFake(<CertificateVerify />, certificateServer());
    await userEvent.type(screen.getByLabelText(/Mã chứng chỉ/), 'b9rc 1zte 6qwa 5njd');
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(await screen.findByText('Chứng chỉ đã bị thu hồi')).toBeDefined();
    expect(screen.getByText(/^Thu hồi ngày/)).toBeDefined();
  });

  it('refuses a forged code with the server’s message, and an empty one before asking', async () => {
    const { sent } = renderWithFake(<CertificateVerify />, certificateServer());
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent.filter((r) => r.url.includes('/Lms/Certificate/Verify'))).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Mã chứng chỉ/), '7K3M-Q9TX-2WCF-H8RX');
    await userEvent.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    await waitFor(() => expect(screen.getByText('Không tìm thấy chứng chỉ với mã này.')).toBeDefined());
    expect(screen.queryByText('Chứng chỉ hợp lệ')).toBeNull();
  });
});
