import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs } from '../shared/screen-test';
import { UserGroupList } from './user-group-list';
import { classServer } from './user-group-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/userGroup/list'));

describe('UserGroupList', () => {
  it('lists classes with level, year, homeroom teacher and students, and opens one', async () => {
    session.user = { ...demoConfig.user, idType: 2 };
    const onNavigate = vi.fn();
    renderWithFake(<UserGroupList onNavigate={onNavigate} />, classServer());
    const row = (await screen.findByRole('link', { name: 'Lớp 10A1' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Trần Văn Minh')).toBeDefined();
    expect(within(row).getByText('2 học viên')).toBeDefined();
    expect(within(row).getByText('2026-2027')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Lớp 10A1' }));
    expect(onNavigate).toHaveBeenCalledWith('/userGroup/edit/1');
  });

  it('lets a teacher without the right look only', async () => {
    renderAs({ idType: 3, rights: [] }, <UserGroupList />, classServer());
    await screen.findByText('Lớp 10A1');
    expect(screen.queryByRole('link', { name: 'Lớp 10A1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm lớp học' })).toBeNull();
  });
});
