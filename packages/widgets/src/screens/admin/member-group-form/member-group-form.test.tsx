import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { memberGroupServer } from '../member-group-list/member-group-list.fixtures';
import { renderNavigating } from '../shared/screen-test';
import { MemberGroupForm } from './member-group-form';

afterEach(() => {
  session.user = null;
});

function setup(id?: number, idType: 2 | 3 = 2) {
  return renderNavigating(
    (onNavigate) => <MemberGroupForm id={id} onNavigate={onNavigate} />,
    memberGroupServer(),
    { idType, rights: [] },
  );
}

describe('MemberGroupForm', () => {
  it('adds a group', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(await screen.findByLabelText(/Tên nhóm thành viên/), 'Đội dự án ERP');
    await userEvent.type(screen.getByLabelText(/Mô tả/), 'Triển khai ERP 2027');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/memberGroup/list'));
    expect(sent.find((r) => r.url.endsWith('/Lms/MemberGroup/Add'))?.body).toEqual({
      name: 'Đội dự án ERP',
      description: 'Triển khai ERP 2027',
    });
  });

  it('opens a group and asks for its name', async () => {
    setup(1);
    expect(await screen.findByRole('heading', { name: 'Tân binh 2026' })).toBeDefined();
    expect(screen.getByText('12 thành viên')).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/Tên nhóm thành viên/));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('tells a teacher without the organisation right so', async () => {
    setup(undefined, 3);
    expect(await screen.findByRole('alert')).toBeDefined();
  });
});
