import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs, startEachAt } from '../shared/screen-test';
import { MemberGroupList } from './member-group-list';
import { memberGroupServer } from './member-group-list.fixtures';

startEachAt('/memberGroup/list');

describe('MemberGroupList', () => {
  it('lists groups with their members, opens one and deletes one', async () => {
    session.user = { ...demoConfig.user, idType: 2, rights: [] };
    const onNavigate = vi.fn();
    renderWithFake(<MemberGroupList onNavigate={onNavigate} />, memberGroupServer());
    const row = (await screen.findByRole('link', { name: 'Tân binh 2026' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('12 thành viên')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Tân binh 2026' }));
    expect(onNavigate).toHaveBeenCalledWith('/memberGroup/edit/1');
    await userEvent.click(within(row).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByText('Tân binh 2026')).toBeNull());
  });

  it('lets a teacher without the organisation right look only', async () => {
    renderAs({ idType: 3, rights: [] }, <MemberGroupList />, memberGroupServer());
    await screen.findByText('Tân binh 2026');
    expect(screen.queryByRole('link', { name: 'Tân binh 2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm nhóm thành viên' })).toBeNull();
  });
});
