import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs, startEachAt } from '../shared/screen-test';
import { approvalServer } from './approval.fixtures';
import { ApprovalList } from './approval-list';

startEachAt('/approve/member/list');

describe('ApprovalList', () => {
  it('shows what waits for me with its step, and opens a request', async () => {
    session.user = { ...demoConfig.user, idType: 3, rights: [] };
    const onNavigate = vi.fn();
    renderWithFake(<ApprovalList onNavigate={onNavigate} />, approvalServer());
    const row = (await screen.findByRole('link', { name: 'Vũ Minh Anh' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Bước 2/2: Nhân sự phê duyệt')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Vũ Minh Anh' }));
    expect(onNavigate).toHaveBeenCalledWith('/approve/member/detail/7');
  });

  it('says when nothing waits', async () => {
    renderAs({ idType: 3, rights: [] }, <ApprovalList />, approvalServer({ requests: [] }));
    expect(await screen.findByText('Không có yêu cầu nào đang chờ bạn duyệt.')).toBeDefined();
  });
});
