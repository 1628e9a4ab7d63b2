import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfig } from '../../../../test/fake-saola';
import { renderNavigating } from '../shared/screen-test';
import { CourseList } from './course-list';
import { courseServer } from './course-list.fixtures';

beforeEach(() => {
  history.replaceState(null, '', '/course/list');
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});

function setup() {
  return renderNavigating((onNavigate) => <CourseList onNavigate={onNavigate} />, courseServer());
}
const rows = () => screen.getAllByRole('row').slice(1);

describe('CourseList', () => {
  it('lists courses with their category, teacher, tuition in đồng and states', async () => {
    setup();
    const english = (await screen.findByRole('link', { name: 'Tiếng Anh giao tiếp' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(english).getByText('Ngoại ngữ')).toBeDefined();
    expect(within(english).getByText(/1\.500\.000\s₫/)).toBeDefined();
    expect(within(english).getByText('128')).toBeDefined();
    const lao = screen.getByRole('link', { name: 'ພາສາລາວ ຂັ້ນພື້ນຖານ' }).closest('tr') as HTMLElement;
    expect(within(lao).getByText('Đang chờ')).toBeDefined();
    expect(within(lao).getByText('Riêng tư')).toBeDefined();
    expect(
      within(screen.getByRole('link', { name: 'Hóa học 10' }).closest('tr') as HTMLElement).getByText(
        'Chưa phân loại',
      ),
    ).toBeDefined();
  });

  it('filters by approval and tuition on the server', async () => {
    const { sent } = setup();
    await screen.findByRole('link', { name: 'Vật lý 10' });
    await userEvent.selectOptions(screen.getByLabelText('Phê duyệt'), 'pending');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(sent.filter((r) => r.url.includes('/Lms/Course/List')).at(-1)?.url).toContain('approval=pending');
    await userEvent.selectOptions(screen.getByLabelText('Phê duyệt'), '');
    await userEvent.selectOptions(screen.getByLabelText('Học phí'), 'paid');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Tiếng Anh giao tiếp' })).toBeDefined();
  });

  it('deletes the selected courses after confirmation', async () => {
    setup();
    await screen.findByRole('link', { name: 'Vật lý 10' });
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (2)' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Xóa' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('says how many enrolled learners lose a course before it is deleted', async () => {
    const { sent } = setup();
    await screen.findByRole('link', { name: 'Vật lý 10' });
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    const one = screen.getByRole('alertdialog');
    expect(
      within(one).getByText(
        'Học viên đang ghi danh: 41. Khi xóa, họ sẽ mất khóa học này cùng toàn bộ tiến độ học tập.',
      ),
    ).toBeDefined();
    expect(within(one).getByRole('button', { name: 'Hủy' })).toHaveFocus();
    await userEvent.click(within(one).getByRole('button', { name: 'Hủy' }));
    expect(sent.some((r) => r.url.includes('/Lms/Course/Delete'))).toBe(false);

    await userEvent.click(boxes[2] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (2)' }));
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        'Lượt ghi danh trong các khóa học đã chọn: 169. Khi xóa, học viên sẽ mất các khóa học này cùng toàn bộ tiến độ học tập.',
      ),
    ).toBeDefined();
  });

  it('says nothing of learners when the courses deleted have none', async () => {
    setup();
    await screen.findByRole('link', { name: 'Hóa học 10' });
    await userEvent.click(screen.getAllByRole('checkbox')[4] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa (1)' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Bạn có chắc chắn muốn xóa?')).toBeDefined();
    expect(within(dialog).queryByText(/ghi danh/)).toBeNull();
  });

  it('says in Lao how many enrolled learners lose the course', async () => {
    session.locale = 'lo';
    setup();
    await screen.findByRole('link', { name: 'Vật lý 10' });
    await userEvent.click(screen.getAllByRole('checkbox')[1] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: /\(1\)/ }));
    expect(
      within(screen.getByRole('alertdialog')).getByText(
        'ນັກຮຽນທີ່ລົງທະບຽນຢູ່: 41. ເມື່ອລຶບ, ພວກເຂົາຈະເສຍຫຼັກສູດນີ້ ແລະ ຄວາມຄືບໜ້າທັງໝົດໃນຫຼັກສູດ.',
      ),
    ).toBeDefined();
  });

  it('opens the add form and a course', async () => {
    const { onNavigate } = setup();
    await userEvent.click(await screen.findByRole('link', { name: 'Vật lý 10' }));
    expect(onNavigate).toHaveBeenCalledWith('/course/edit/1');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm khóa học' }));
    expect(onNavigate).toHaveBeenCalledWith('/course/add');
  });
});
