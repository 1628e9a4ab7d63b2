import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffServer } from '../right-group-list/right-group-list.fixtures';
import { renderAs } from '../shared/screen-test';
import { TeacherLogs } from './teacher-logs';

beforeEach(() => history.replaceState(null, '', '/teachers/logs'));

describe('TeacherLogs', () => {
  it('shows who did what to which record, before → after, refusals with their reason, filtered by action', async () => {
    const { sent } = renderAs({ idType: 2 }, <TeacherLogs />, staffServer());
    const refusal = (await screen.findByText('Giáo viên: Vũ Thị Lan')).closest('tr') as HTMLElement;
    expect(within(refusal).getByText('Bị từ chối')).toBeDefined();
    expect(
      within(refusal).getByText(/Bạn không thể thay đổi quyền hoặc nhóm của chính mình\./),
    ).toBeDefined();
    expect(within(refusal).getByText(/Thêm, sửa, xóa giáo viên/)).toBeDefined();
    const edit = screen.getByText('Nhóm quyền: Giáo viên bộ môn').closest('tr') as HTMLElement;
    expect(within(edit).getByText('Phạm vi dữ liệu')).toBeDefined();
    expect(within(edit).getByText(/Toàn trường\s+→\s+Cá nhân/)).toBeDefined();
    await userEvent.selectOptions(screen.getByLabelText('Hành động'), 'Bị từ chối');
    await waitFor(() => expect(sent.some((r) => r.url.includes('action=refused'))).toBe(true));
    await waitFor(() => expect(screen.queryByText('Nhóm quyền: Giáo viên bộ môn')).toBeNull());
  });
});
