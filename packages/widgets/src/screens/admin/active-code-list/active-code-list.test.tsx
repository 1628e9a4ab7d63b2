import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderNavigating } from '../shared/screen-test';
import { ActiveCodeList } from './active-code-list';
import { activeCodeServer } from './active-code-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/activeCode/list'));

function setup(rights: string[] = []) {
  return renderNavigating((onNavigate) => <ActiveCodeList onNavigate={onNavigate} />, activeCodeServer(), {
    fullName: 'Nguyễn Thị Hoa',
    idType: rights.length ? 3 : 2,
    rights,
  });
}

describe('ActiveCodeList', () => {
  it('lists batches with what they give and how many codes are used, opens one and offers to generate', async () => {
    const { onNavigate } = setup();
    const row = (await screen.findByRole('link', { name: /Thẻ Tiếng Anh 10/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('1/3 đã dùng')).toBeDefined();
    expect(within(row).getByText('1 khóa học')).toBeDefined();
    const lao = screen.getByRole('link', { name: 'ບັດພາສາລາວ' }).closest('tr') as HTMLElement;
    expect(within(lao).getByText('ແພັກເກັດພາສາ')).toBeDefined();
    expect(within(lao).getByText('Không hết hạn')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: /Thẻ Tiếng Anh 10/ }));
    expect(onNavigate).toHaveBeenCalledWith('/activeCode/edit/1');
    await userEvent.click(screen.getByRole('button', { name: 'Tạo mã' }));
    expect(onNavigate).toHaveBeenCalledWith('/activeCode/add');
  });

  it('finds a code by who used it, shows its status and filters by status', async () => {
    setup();
    await screen.findByRole('link', { name: /Thẻ Tiếng Anh 10/ });
    await userEvent.click(screen.getByRole('tab', { name: 'Mã' }));
    expect(await screen.findByText('ENGP4W8ZTB3N')).toBeDefined();
    await userEvent.type(screen.getByRole('searchbox'), 'anh.tran');
    await waitFor(() => expect(screen.queryByText('ENGP4W8ZTB3N')).toBeNull());
    const used = (await screen.findByText('ENGH7K2M9QXR')).closest('tr') as HTMLElement;
    expect(within(used).getByText('Đã dùng')).toBeDefined();
    expect(within(used).getByText(/Trần Minh Anh/)).toBeDefined();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Chưa dùng');
    await waitFor(() => expect(screen.queryByText('ENGH7K2M9QXR')).toBeNull());
    expect(await screen.findByText('XK4TN8RP')).toBeDefined();
  });

  it('exports the codes as the list is filtered and searched, as a job, and opens the export list', async () => {
    session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
    const onNavigate = vi.fn();
    const { sent } = renderWithFake(<ActiveCodeList onNavigate={onNavigate} />, activeCodeServer());
    await screen.findByRole('link', { name: /Thẻ Tiếng Anh 10/ });
    // The batches are not exported: the codes are.
    expect(screen.queryByRole('button', { name: 'Xuất Excel' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Mã' }));
    expect(await screen.findByText('ENGP4W8ZTB3N')).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Chưa dùng');
    await userEvent.type(screen.getByRole('searchbox'), 'ENG');
    await waitFor(() => expect(screen.queryByText('XK4TN8RP')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/backgroundJob/exportList/activeCode'));
    const starts = sent.filter((r) => r.url.endsWith('/Lms/Export/Start'));
    expect(starts.map((r) => r.body)).toEqual([{ module: 'activeCode', status: 'unused', keyword: 'ENG' }]);
  });

  it('is not offered to a teacher without the right', async () => {
    setup(['student']);
    await screen.findByText(/Thẻ Tiếng Anh 10/);
    expect(screen.queryByRole('button', { name: 'Tạo mã' })).toBeNull();
  });
});
