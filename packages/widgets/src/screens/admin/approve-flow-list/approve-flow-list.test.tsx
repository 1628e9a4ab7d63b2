import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { approvalServer } from '../approval-list/approval.fixtures';
import { startEachAt } from '../shared/screen-test';
import { ApproveFlowList } from './approve-flow-list';

startEachAt('/approve/flow/list');

describe('ApproveFlowList', () => {
  it('lists flows with their steps and what they decide, and opens one', async () => {
    session.user = { ...demoConfig.user, idType: 2, rights: [] };
    const onNavigate = vi.fn();
    renderWithFake(<ApproveFlowList onNavigate={onNavigate} />, approvalServer());
    const row = (await screen.findByRole('link', { name: 'QT-TV' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('2 bước')).toBeDefined();
    expect(within(row).getByText('Đăng ký thành viên')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'QT-TV' }));
    expect(onNavigate).toHaveBeenCalledWith('/approve/flow/edit/1');
  });
});
