import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { StudentDashboard } from './student-dashboard';
import { allFinished, busyLearner, newLearner, openToAll } from './student-dashboard.fixtures';

beforeEach(() => {
  Object.assign(session, initialSession(), { website: demoConfig.website, user: demoConfig.user });
});

function setup(figures: typeof busyLearner) {
  renderWithFake(<StudentDashboard />, { '/Lms/Dashboard/Student': ok(figures) });
}

describe('StudentDashboard', () => {
  it('opens a course’s page from "continue"', async () => {
    const navigate = vi.fn();
    renderWithFake(<StudentDashboard onNavigate={navigate} />, { '/Lms/Dashboard/Student': ok(busyLearner) });
    const [first] = await screen.findAllByRole('button', { name: 'Tiếp tục học' });
    fireEvent.click(first as HTMLElement);
    expect(navigate).toHaveBeenCalledWith('/my-course/11');
  });

  it('greets the learner and lists courses to continue with their progress and what opens next', async () => {
    setup(busyLearner);
    expect(screen.getByRole('heading', { name: 'Xin chào, Phạm Thu Trang' })).toBeDefined();
    const courses = await screen.findAllByRole('listitem');
    const maths = courses[0] as HTMLElement;
    expect(within(maths).getByRole('heading', { name: 'Toán 10 — Đại số' })).toBeDefined();
    expect(within(maths).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(maths).getByText('Học gần nhất: 21-11-2026')).toBeDefined();
    expect(within(courses[1] as HTMLElement).getByText('Chưa bắt đầu')).toBeDefined();
    const upcoming = screen.getByRole('region', { name: 'Sắp diễn ra' });
    expect(within(upcoming).getByText('Bài 5: Hàm số bậc hai')).toBeDefined();
    expect(within(upcoming).getByText(/Mở vào 24-11-2026/)).toBeDefined();
    expect(within(maths).getByRole('button', { name: 'Tiếp tục học' })).toBeDefined();
  });

  it('says there is nothing yet, in Lao, with an icon and a way on to My courses', async () => {
    session.locale = 'lo';
    const navigate = vi.fn();
    renderWithFake(<StudentDashboard onNavigate={navigate} />, { '/Lms/Dashboard/Student': ok(newLearner) });
    const nothing = await screen.findByText('ທ່ານຍັງບໍ່ໄດ້ລົງທະບຽນຮຽນຫຼັກສູດໃດເທື່ອ.');
    expect(screen.getByText('ບໍ່ມີບົດຮຽນທີ່ຈະເປີດໃນໄວໆນີ້.')).toBeDefined();
    const empty = nothing.parentElement as HTMLElement;
    expect(empty.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(empty.textContent).not.toContain('○');
    const onward = within(empty).getByRole('link', { name: 'ເບິ່ງຫຼັກສູດຂອງຂ້ອຍ' });
    expect(onward).toHaveAttribute('href', '/my-course/list');
    fireEvent.click(onward);
    expect(navigate).toHaveBeenCalledWith('/my-course/list');
  });

  it('offers a course open to everyone to a learner enrolled in none, as My courses does', async () => {
    const navigate = vi.fn();
    renderWithFake(<StudentDashboard onNavigate={navigate} />, { '/Lms/Dashboard/Student': ok(openToAll) });
    const [card] = await screen.findAllByRole('listitem');
    expect(within(card as HTMLElement).getByText('Khóa học mở')).toBeDefined();
    expect(screen.queryByText('Bạn chưa ghi danh khóa học nào.')).toBeNull();
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: 'Bắt đầu học' }));
    expect(navigate).toHaveBeenCalledWith('/my-course/13');
    expect(screen.getByRole('link', { name: 'Tất cả khóa học của tôi (1)' })).toHaveAttribute(
      'href',
      '/my-course/list',
    );
  });

  it('does not call a learner who finished every course unenrolled', async () => {
    session.locale = 'en';
    setup(allFinished);
    expect(await screen.findByText('You have completed all your courses.')).toBeDefined();
    expect(screen.queryByText('You are not enrolled in any course yet.')).toBeNull();
    expect(screen.getByRole('link', { name: 'See my courses' })).toBeDefined();
  });
});
