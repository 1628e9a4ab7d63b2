import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { teachingServer } from '../../shared/live-fixtures';
import { renderNavigating } from '../shared/screen-test';
import { TeachingList } from './teaching-list';

function setup() {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  history.replaceState(null, '', '/teaching/list');
  return renderNavigating((onNavigate) => <TeachingList onNavigate={onNavigate} />, teachingServer());
}

describe('TeachingList', () => {
  it('lists classes and meetings with their weekdays, times and status, and opens one', async () => {
    const { onNavigate } = setup();
    const row = (await screen.findByRole('link', { name: 'Toán 10 trực tuyến' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('Thứ 2, Thứ 4 · 19:00–20:30')).toBeDefined();
    expect(within(row).getByText('Lớp 10A1')).toBeDefined();
    expect(within(row).getByText('Đang mở')).toBeDefined();
    await userEvent.click(screen.getByRole('link', { name: 'Toán 10 trực tuyến' }));
    expect(onNavigate).toHaveBeenCalledWith('/teaching/edit/1');
  });

  it('filters by type and deletes after confirming', async () => {
    setup();
    await screen.findByRole('link', { name: 'ປະຊຸມຜູ້ປົກຄອງ' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Loại' }), 'Cuộc họp');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Toán 10 trực tuyến' })).toBeNull());
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ປະຊຸມຜູ້ປົກຄອງ' })).toBeNull());
  });
});
