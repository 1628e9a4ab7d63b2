import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs, startEachAt } from '../shared/screen-test';
import { refusingTakenName } from '../subject-list/subject-list.fixtures';
import { DepartmentList } from './department-list';
import { departmentServer } from './department-list.fixtures';

startEachAt('/setting/department');

describe('DepartmentList', () => {
  it('adds a department in a dialog and edits another in place', async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <DepartmentList />, departmentServer());
    const row = (await screen.findByText('Faculty of Foreign Languages')).closest('tr') as HTMLElement;
    expect(within(row).getByText('FFL')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm khoa' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/Tên khoa/), 'Khoa Kinh tế');
    await userEvent.type(within(dialog).getByLabelText(/Mã khoa/), 'KT');
    await userEvent.type(within(dialog).getByLabelText(/Mô tả/), 'Quản trị kinh doanh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Khoa Kinh tế')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Department/Add'))?.body).toEqual({
      name: 'Khoa Kinh tế',
      code: 'KT',
      description: 'Quản trị kinh doanh',
    });
    await userEvent.click(
      within(row).getByRole('button', { name: /Chỉnh sửa khoa: Faculty of Foreign Languages/ }),
    );
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Tên khoa/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Khoa Ngoại ngữ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByText('Khoa Ngoại ngữ')).toBeDefined());
  });

  it("shows the server's refusal of a name the school already has", async () => {
    session.user = { ...demoConfig.user, idType: 2, rights: [] };
    const answers = refusingTakenName(
      departmentServer(),
      '/Lms/Department/Add',
      'Khoa Công nghệ thông tin',
      'Tên này đã có trong trường của bạn.',
    );
    renderWithFake(<DepartmentList />, answers);
    await screen.findByText('ພະແນກສຶກສາສາດ');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm khoa' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Tên khoa/), 'khoa công nghệ thông tin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Tên này đã có trong trường của bạn.')).toBeDefined();
  });

  it('lets a teacher without the school-catalog right look only', async () => {
    renderAs({ idType: 3, rights: [] }, <DepartmentList />, departmentServer());
    await screen.findByText('ພະແນກສຶກສາສາດ');
    expect(screen.queryByRole('button', { name: 'Thêm khoa' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chỉnh sửa khoa/ })).toBeNull();
  });
});
