import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { positionServer } from '../member-group-list/member-group-list.fixtures';
import { renderAs, startEachAt } from '../shared/screen-test';
import { JobPositionList } from './job-position-list';

startEachAt('/job-position/list');

describe('JobPositionList', () => {
  it('adds a position in a dialog and edits another in place', async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <JobPositionList />, positionServer());
    const row = (await screen.findByText('Sales executive')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Sales')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vị trí' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/Tên vị trí/), 'Trưởng nhóm');
    await userEvent.type(within(dialog).getByLabelText(/Nhóm vị trí/), 'Quản lý');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trưởng nhóm')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Position/Add'))?.body).toMatchObject({
      name: 'Trưởng nhóm',
      positionGroup: 'Quản lý',
    });
    await userEvent.click(within(row).getByRole('button', { name: /Chỉnh sửa vị trí: Sales executive/ }));
    dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Tên vị trí/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Account manager');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByText('Account manager')).toBeDefined());
  });

  it('lets a teacher without the organisation right look only', async () => {
    renderAs({ idType: 3, rights: [] }, <JobPositionList />, positionServer());
    await screen.findByText('Sales executive');
    expect(screen.queryByRole('button', { name: 'Thêm vị trí' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Chỉnh sửa vị trí/ })).toBeNull();
  });
});
