import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { approvalServer } from '../approval-list/approval.fixtures';
import { ApprovalLog } from './approval-log';

beforeEach(() => history.replaceState(null, '', '/approve/log'));
afterEach(() => {
  session.user = null;
});

describe('ApprovalLog', () => {
  it('lists each decision with its step, approver and reason', async () => {
    session.user = { ...demoConfig.user, idType: 2, rights: [] };
    renderWithFake(<ApprovalLog />, approvalServer());
    const rejected = (await screen.findByText('Not on the HR payroll')).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('Nhân sự phê duyệt')).toBeDefined();
    expect(within(rejected).getByText('Bị từ chối')).toBeDefined();
    const approved = screen.getByText('Trưởng phòng xác nhận').closest('tr') as HTMLElement;
    expect(within(approved).getByText('Đã duyệt')).toBeDefined();
  });

  it('tells a teacher without the approval right so', async () => {
    session.user = { ...demoConfig.user, idType: 3, rights: [] };
    renderWithFake(<ApprovalLog />, approvalServer());
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
