import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { myCourses } from '../shared/learning.fixtures';
import { MyCourseList } from './my-course-list';

beforeEach(() => {
  Object.assign(session, initialSession());
});

describe('MyCourseList', () => {
  it('shows each course with its progress, and continues or starts it', async () => {
    const navigate = vi.fn();
    renderWithFake(<MyCourseList onNavigate={navigate} />, { '/Lms/Learning/MyCourses': ok(myCourses) });
    const cards = await screen.findAllByRole('listitem');
    const english = cards[0] as HTMLElement;
    expect(within(english).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    expect(within(english).getByText(/2\/4 bài học/)).toBeDefined();
    fireEvent.click(within(english).getByRole('button', { name: 'Tiếp tục học' }));
    expect(navigate).toHaveBeenCalledWith('/course/7/lesson');
    const lao = cards[1] as HTMLElement;
    expect(within(lao).getByText('Khóa học mở')).toBeDefined();
    fireEvent.click(within(lao).getByRole('link', { name: 'ພາສາລາວເບື້ອງຕົ້ນ' }));
    expect(navigate).toHaveBeenCalledWith('/my-course/9');
    expect(within(lao).getByRole('button', { name: 'Bắt đầu học' })).toBeDefined();
  });

  it('filters on the server and says when there is nothing', async () => {
    const fake = renderWithFake(<MyCourseList />, {
      '/Lms/Learning/MyCourses': (request) =>
        ok(request.url.includes('filter=completed') ? { data: [], total: 0 } : myCourses),
    });
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('radio', { name: 'Đã hoàn thành' }));
    expect(await screen.findByText('Bạn chưa có khóa học nào.')).toBeDefined();
    await waitFor(() => expect(fake.sent.at(-1)?.url).toContain('filter=completed'));
  });
});
