import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { approvalServer, REQUESTS } from '../approval-list/approval.fixtures';
import { ApprovalDetail } from './approval-detail';

afterEach(() => {
  session.user = null;
});

function setup(id: number, requests = REQUESTS) {
  session.user = { ...demoConfig.user, idType: 2, rights: [] };
  return renderWithFake(<ApprovalDetail id={id} />, approvalServer({ requests }));
}

describe('ApprovalDetail', () => {
  it('shows the history and rejects only with a reason', async () => {
    const { sent } = setup(7);
    expect(await screen.findByRole('heading', { name: 'Vũ Minh Anh' })).toBeDefined();
    expect(screen.getByText(/^Trần Văn Minh — 21-11-2026/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    expect(await screen.findByText('Hãy nhập lý do.')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Approval/Decide'))).toBe(false);
    await userEvent.type(screen.getByLabelText(/Lý do/), 'Hồ sơ thiếu bằng cấp');
    await userEvent.click(screen.getByRole('button', { name: 'Từ chối' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Từ chối' })).toBeNull());
    expect(screen.getAllByText(/Hồ sơ thiếu bằng cấp/).length).toBeGreaterThan(0);
    expect(sent.find((r) => r.url.endsWith('/Lms/Approval/Decide'))?.body).toEqual({
      id: 7,
      step: 1,
      decision: 'reject',
      reason: 'Hồ sơ thiếu bằng cấp',
    });
  });

  it('approves the first step, which moves the request on', async () => {
    setup(8);
    await userEvent.click(await screen.findByRole('button', { name: 'Duyệt' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Duyệt' })).toBeNull());
    expect(screen.getAllByText('Đã duyệt').length).toBeGreaterThan(0);
  });

  it('tells an approver who may not decide her step why, and offers no decision', async () => {
    const barred =
      'Bạn là người gửi yêu cầu này hoặc yêu cầu nói về chính bạn, nên bạn không thể quyết định.';
    setup(
      8,
      REQUESTS.map((r) => (r.id === 8 ? { ...r, canDecide: false, cannotDecide: barred } : r)),
    );
    expect((await screen.findByText(barred)).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Duyệt' })).toBeNull();
  });

  it('says when a request is not there', async () => {
    setup(999);
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
