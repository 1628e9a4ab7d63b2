import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAs, startEachAt } from '../shared/screen-test';
import { ClassLevelList } from './class-level-list';
import { classLevelServer } from './class-level-list.fixtures';

startEachAt('/setting/classLevel');

describe('ClassLevelList', () => {
  it('shows each level in its school level and filters by school level', async () => {
    renderAs({ idType: 2, rights: [] }, <ClassLevelList />, classLevelServer());
    const row = (await screen.findByText('Khối 6')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Trung học cơ sở')).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cấp học' }), 'Tiểu học');
    await waitFor(() => expect(screen.queryByText('Khối 6')).toBeNull());
    expect(screen.getByText('Lớp 1')).toBeDefined();
  });

  it('adds a level once its school level is chosen, and edits another in place', async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <ClassLevelList />, classLevelServer());
    await screen.findByText('Khối 6');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm khối lớp' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Tên khối lớp/), 'Khối 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/ClassLevel/Add'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Cấp học/ }));
    // The list's filter is a native select with the same labels: pick the dialog's option.
    const choices = await screen.findAllByRole('option', { name: 'Trung học cơ sở' });
    await userEvent.click(choices.find((o) => !(o instanceof HTMLOptionElement)) as HTMLElement);
    const order = within(dialog).getByLabelText(/Thứ tự/);
    await userEvent.clear(order);
    await userEvent.type(order, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Khối 7')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/ClassLevel/Add'))?.body).toEqual({
      name: 'Khối 7',
      schoolLevel: 'lowerSecondary',
      sortOrder: 7,
    });
    const row = screen.getByText('Grade 10').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Chỉnh sửa khối lớp: Grade 10/ }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /Cấp học/ })).toHaveProperty(
      'value',
      'Trung học phổ thông',
    );
    const name = within(dialog).getByLabelText(/Tên khối lớp/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Khối 10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByText('Khối 10')).toBeDefined());
  });

  it('lets a teacher without the school-catalog right look only', async () => {
    renderAs({ idType: 3, rights: [] }, <ClassLevelList />, classLevelServer());
    await screen.findByText('Khối 6');
    expect(screen.queryByRole('button', { name: 'Thêm khối lớp' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chỉnh sửa khối lớp/ })).toBeNull();
  });
});
