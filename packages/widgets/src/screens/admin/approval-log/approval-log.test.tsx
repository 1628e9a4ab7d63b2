import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { approvalServer } from '../approval-list/approval.fixtures';
import { renderAs, startEachAt } from '../shared/screen-test';
import { ApprovalLog } from './approval-log';

startEachAt('/approve/log');

describe('ApprovalLog', () => {
  it('lists each decision with its step, approver and reason', async () => {
    renderAs({ idType: 2, rights: [] }, <ApprovalLog />, approvalServer());
    const rejected = (await screen.findByText('Not on the HR payroll')).closest('tr') as HTMLElement;
    expect(within(rejected).getByText('Nhân sự phê duyệt')).toBeDefined();
    expect(within(rejected).getByText('Bị từ chối')).toBeDefined();
    const approved = screen.getByText('Trưởng phòng xác nhận').closest('tr') as HTMLElement;
    expect(within(approved).getByText('Đã duyệt')).toBeDefined();
  });

  it('tells a teacher without the approval right so', async () => {
    renderAs({ idType: 3, rights: [] }, <ApprovalLog />, approvalServer());
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
