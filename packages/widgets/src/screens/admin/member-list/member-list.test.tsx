import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderNavigating, startEachAt } from '../shared/screen-test';
import { MemberList } from './member-list';
import { memberServer } from './member-list.fixtures';

startEachAt('/member/list');

function setup(idType: 2 | 3 = 2) {
  return renderNavigating((onNavigate) => <MemberList onNavigate={onNavigate} />, memberServer(), {
    idType,
    rights: [],
  });
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('MemberList', () => {
  it('shows each member’s unit, position, account and censorship status with the refusal note', async () => {
    const { onNavigate } = setup();
    const trang = await rowOf('Phạm Thu Trang');
    expect(within(trang).getByText('Kinh doanh miền Bắc')).toBeDefined();
    expect(within(trang).getByText('Sales executive (Sales)')).toBeDefined();
    expect(within(trang).getByText('Đang hoạt động')).toBeDefined();
    const emma = await rowOf('Emma Wilson');
    expect(within(emma).getByText('Not on the HR payroll')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Phạm Thu Trang' }));
    expect(onNavigate).toHaveBeenCalledWith('/member/edit/11');
  });

  it('cancels an approval only with a note, and approves a waiting member', async () => {
    const { sent } = setup();
    const somsak = await rowOf('ສົມສັກ ພົມມະວົງ');
    await userEvent.click(within(somsak).getByRole('button', { name: /Kiểm duyệt thành viên/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy duyệt' }));
    expect(await within(dialog).findByText('Hãy nhập lý do.')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Member/Censor'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Ghi chú/), 'Sai chi nhánh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy duyệt' }));
    await waitFor(async () =>
      expect(within(await rowOf('ສົມສັກ ພົມມະວົງ')).getByText('Sai chi nhánh')).toBeDefined(),
    );
    await userEvent.click(
      within(await rowOf('ສົມສັກ ພົມມະວົງ')).getByRole('button', { name: /Kiểm duyệt thành viên/ }),
    );
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Duyệt' }));
    await waitFor(async () =>
      expect(within(await rowOf('ສົມສັກ ພົມມະວົງ')).queryByText('Sai chi nhánh')).toBeNull(),
    );
  });

  it('lets a manager without the organisation right look only', async () => {
    setup(3);
    await screen.findByText('Phạm Thu Trang');
    expect(screen.queryByRole('link', { name: 'Phạm Thu Trang' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Kiểm duyệt/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm thành viên' })).toBeNull();
  });
});
