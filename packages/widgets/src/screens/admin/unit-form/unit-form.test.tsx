import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderNavigating } from '../shared/screen-test';
import { unitServer } from '../unit-list/unit-list.fixtures';
import { UnitForm } from './unit-form';

afterEach(() => {
  session.user = null;
});

function setup(id?: number, idType: 2 | 3 = 2) {
  return renderNavigating((onNavigate) => <UnitForm id={id} onNavigate={onNavigate} />, unitServer(), {
    idType,
    rights: [],
  });
}

describe('UnitForm', () => {
  it('adds a unit under a superior unit with its manager and report flag', async () => {
    const { sent, onNavigate } = setup();
    await userEvent.type(await screen.findByLabelText(/Tên đơn vị/), 'Phòng Marketing');
    await userEvent.click(screen.getByRole('combobox', { name: /Đơn vị cấp trên/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Công ty Saola' }));
    await userEvent.type(screen.getByRole('combobox', { name: /Người quản lý/ }), 'Minh');
    await userEvent.click(await screen.findByRole('option', { name: 'Trần Văn Minh' }));
    await userEvent.click(screen.getByRole('switch', { name: /báo cáo thống kê/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/unit-management/list'));
    expect(sent.find((r) => r.url.endsWith('/Lms/Unit/Add'))?.body).toMatchObject({
      name: 'Phòng Marketing',
      idParent: 1,
      idManager: 2,
      canViewOtherReports: true,
    });
  });

  it('does not offer a unit its own subtree as its superior unit, and asks for a name', async () => {
    setup(2);
    expect(await screen.findByRole('heading', { name: 'Phòng Kinh doanh' })).toBeDefined();
    await userEvent.click(screen.getByRole('combobox', { name: /Đơn vị cấp trên/ }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered.some((text) => text?.includes('Human Resources'))).toBe(true);
    expect(offered.some((text) => text?.includes('Kinh doanh miền Bắc'))).toBe(false);
    await userEvent.keyboard('{Escape}');
    await userEvent.clear(screen.getByLabelText(/Tên đơn vị/));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
  });

  it('tells a teacher without the organisation right so, before any field', async () => {
    setup(undefined, 3);
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByLabelText(/Tên đơn vị/)).toBeNull();
  });
});
