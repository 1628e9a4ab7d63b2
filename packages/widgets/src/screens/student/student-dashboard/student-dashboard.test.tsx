import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { StudentDashboard } from './student-dashboard';
import { busyLearner, newLearner } from './student-dashboard.fixtures';

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

  it('says there is nothing yet, in Lao', async () => {
    session.locale = 'lo';
    setup(newLearner);
    expect(await screen.findByText('ທ່ານຍັງບໍ່ໄດ້ລົງທະບຽນຮຽນຫຼັກສູດໃດເທື່ອ.')).toBeDefined();
    expect(screen.getByText('ບໍ່ມີບົດຮຽນທີ່ຈະເປີດໃນໄວໆນີ້.')).toBeDefined();
  });
});
