import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { teachingServer } from '../../shared/live-fixtures';
import { renderNavigating } from '../shared/screen-test';
import { TeachingForm } from './teaching-form';

function setup(id?: number) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  return renderNavigating((onNavigate) => <TeachingForm id={id} onNavigate={onNavigate} />, teachingServer());
}

describe('TeachingForm', () => {
  it('refuses an empty class with the required-field messages', async () => {
    const { sent } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect((await screen.findAllByText('Trường này là bắt buộc')).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.url.endsWith('/Lms/Teaching/Add'))).toBe(false);
  });

  it('edits a class: saves its weekdays, lists its sessions and shows its attendance sheet', async () => {
    const { sent, onNavigate } = setup(1);
    expect(await screen.findByDisplayValue('Toán 10 trực tuyến')).toBeDefined();
    expect(await screen.findByText('/teaching/join/1')).toBeDefined();
    expect(await screen.findByText('Lê Minh Khoa')).toBeDefined();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Thứ 6' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/teaching/list'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/Teaching/Edit')).at(-1)?.body).toMatchObject({
      id: 1,
      weekdays: [1, 3, 5],
      startTime: '19:00',
    });
  });

  it('corrects a learner’s mark only with a reason', async () => {
    const { sent } = setup(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Sửa điểm danh của Lê Minh Khoa' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Đúng giờ' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(within(dialog).getByLabelText(/^Lý do/), 'Mạng yếu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.url.endsWith('/Lms/Teaching/EditAttendance')).at(-1)?.body).toEqual({
        idSession: 11,
        idUser: 4,
        status: 'onTime',
        reason: 'Mạng yếu',
      }),
    );
  });

  it('moves a session still to come: a refusal under its field, then the new day and times in the list', async () => {
    const { sent } = setup(1);
    const row = (await screen.findByText('25-11-2026 19:00')).closest('tr') as HTMLElement;
    // Today's open session can only be cancelled; Wednesday's can also be moved.
    expect(screen.getAllByRole('button', { name: 'Dời buổi học' })).toHaveLength(1);
    await userEvent.click(within(row).getByRole('button', { name: 'Dời buổi học' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dời buổi học lúc 25-11-2026 19:00' });
    const day = within(dialog).getByRole('textbox', { name: /^Ngày/ });
    expect(day).toHaveValue('25-11-2026');
    await userEvent.clear(day);
    await userEvent.type(day, '20/11/2026');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await within(dialog).findByText('Không thể dời buổi học về quá khứ')).toBeDefined();
    await userEvent.clear(day);
    await userEvent.type(day, '26/11/2026');
    const start = within(dialog).getByLabelText(/^Giờ bắt đầu/);
    await userEvent.clear(start);
    await userEvent.type(start, '18:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('26-11-2026 18:00')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((r) => r.url.endsWith('/Lms/Teaching/MoveSession')).at(-1)?.body).toMatchObject({
      id: 12,
      date: '2026-11-26',
      endTime: '20:30',
    });
  });

  it('exports the class’s attendance sheet as a background job and opens the export list', async () => {
    const { sent, onNavigate } = setup(1);
    expect(await screen.findByText('Lê Minh Khoa')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/backgroundJob/exportList/attendance'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/Export/Start')).map((r) => r.body)).toEqual([
      { module: 'attendance', idClass: 1 },
    ]);
  });
});
