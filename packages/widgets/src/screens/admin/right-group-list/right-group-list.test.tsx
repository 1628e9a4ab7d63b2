import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { RightGroupList } from './right-group-list';
import { staffServer } from './right-group-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/rightGroup/list'));

function setup(idType: 2 | 3 = 2, rights: string[] = [], options = {}) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType, rights };
  return renderWithFake(<RightGroupList />, staffServer(options));
}

describe('RightGroupList', () => {
  it('lists groups with their scope, rights and teachers, and adds one in a dialog', async () => {
    const { sent } = setup();
    const row = (await screen.findByRole('button', { name: 'Giáo viên bộ môn' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Cá nhân')).toBeDefined();
    expect(within(row).getByText('1 quyền')).toBeDefined();
    expect(within(row).getByText('2 giáo viên')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nhóm quyền' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/^Tên nhóm/), 'Tổ Toán');
    await userEvent.click(within(dialog).getByLabelText(/^Toàn trường/));
    await userEvent.click(within(dialog).getByLabelText('Thêm, sửa, xóa gói khóa học'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('button', { name: 'Tổ Toán' })).toBeDefined();
    expect(sent.filter((r) => r.url.endsWith('/Lms/RightGroup/Add')).at(-1)?.body).toEqual({
      name: 'Tổ Toán',
      scope: 'school',
      rights: [RIGHTS.coursePackage],
    });
  });

  it('edits a group in place, offering a teacher only the rights she holds', async () => {
    const { sent } = setup(3, [RIGHTS.rightGroup, RIGHTS.teacher]);
    await userEvent.click(await screen.findByRole('button', { name: 'ຝ່າຍບຸກຄະລາກອນ' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Xem và sửa mọi khóa học') as HTMLInputElement).disabled).toBe(
      true,
    );
    const log = within(dialog).getByLabelText('Xem nhật ký nhân sự') as HTMLInputElement;
    // Held by the group already: it may be taken away even by one who does not hold it.
    expect(log.checked).toBe(true);
    await userEvent.click(log);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((r) => r.url.endsWith('/Lms/RightGroup/Edit')).at(-1)?.body).toMatchObject({
      id: 2,
      rights: [RIGHTS.teacher],
    });
  });

  it('says so when the rights catalogue cannot be loaded', async () => {
    setup(2, [], { catalogueFails: true });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeDefined();
  });
});
