import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithFake } from '../../../../test/fake-saola';
import { CourseStudents } from './course-students';
import { enrolmentServer } from './course-students.fixtures';

const setup = () => renderWithFake(<CourseStudents idCourse={7} />, enrolmentServer());
const rows = () => screen.getAllByRole('row').slice(1);

describe('CourseStudents', () => {
  it('shows each student’s progress and when they last studied', async () => {
    setup();
    const trang = (await screen.findByText('Phạm Thu Trang')).closest('tr') as HTMLElement;
    expect(within(trang).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    expect(within(trang).getByText('65%')).toBeDefined();
    const somsak = screen.getByText('ສົມສັກ ພົມມະວົງ').closest('tr') as HTMLElement;
    expect(within(somsak).getByText('Chưa học')).toBeDefined();
  });

  it('enrols students found by search, then shows them', async () => {
    const { sent } = setup();
    await screen.findByText('Phạm Thu Trang');
    await userEvent.type(screen.getByRole('combobox', { name: /Chọn học viên/ }), 'Nam');
    await userEvent.click(await screen.findByRole('option', { name: 'Lê Hoàng Nam (student3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ghi danh' }));
    expect(await screen.findByText('Lê Hoàng Nam')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Enrolment/Add'))?.body).toEqual({
      idCourse: 7,
      idUsers: [13],
    });
    expect(rows()).toHaveLength(3);
  });

  it('removes the selected students after confirmation', async () => {
    setup();
    await screen.findByText('Phạm Thu Trang');
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
