import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { renderNavigating } from '../shared/screen-test';
import { classServer } from '../user-group-list/user-group-list.fixtures';
import { UserGroupForm } from './user-group-form';

function setup(id?: number) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  return renderNavigating((onNavigate) => <UserGroupForm id={id} onNavigate={onNavigate} />, classServer());
}

describe('UserGroupForm', () => {
  it('adds a class with its homeroom teacher and students picked from the students list', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Tên lớp/), 'Lớp 11B2');
    await userEvent.type(screen.getByLabelText(/^Khối lớp/), '11');
    await userEvent.type(screen.getByLabelText(/^Năm học/), '2026-2027');
    await userEvent.click(screen.getByRole('combobox', { name: /Giáo viên chủ nhiệm/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trần Văn Minh' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Thêm học viên vào lớp/ }), 'Trang');
    await userEvent.click(await screen.findByRole('option', { name: 'Phạm Thu Trang (student)' }));
    expect(screen.getByText('1 học viên')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/userGroup/list'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/UserGroup/Add')).at(-1)?.body).toEqual({
      name: 'Lớp 11B2',
      classLevel: '11',
      schoolYear: '2026-2027',
      idHomeroomTeacher: 2,
      idMembers: [11],
    });
  });

  it('edits a class keeping its students', async () => {
    const { sent, onNavigate } = setup(1);
    expect(await screen.findByRole('heading', { name: 'Lớp 10A1' })).toBeDefined();
    expect(screen.getByText('2 học viên')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/userGroup/list'));
    expect(sent.filter((r) => r.url.endsWith('/Lms/UserGroup/Edit')).at(-1)?.body).toMatchObject({
      id: 1,
      idMembers: [11, 12],
      idHomeroomTeacher: 2,
    });
  });
});
