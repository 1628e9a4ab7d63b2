import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { catalogue, myCourses } from '../shared/learning.fixtures';
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

  it('shows the school’s catalogue with prices, each course leading to its page', async () => {
    const navigate = vi.fn();
    const fake = renderWithFake(<MyCourseList onNavigate={navigate} />, {
      '/Lms/Learning/MyCourses': (request) =>
        ok(request.url.includes('filter=catalogue') ? catalogue : myCourses),
    });
    await screen.findAllByRole('listitem');
    fireEvent.click(screen.getByRole('radio', { name: 'Khóa học của trường' }));
    const free = (await screen.findByText('Kỹ năng tự học')).closest('li') as HTMLElement;
    expect(within(free).getByText('Miễn phí')).toBeDefined();
    expect(within(free).queryByRole('progressbar')).toBeNull();
    const paid = screen.getByText('IELTS Writing Band 7+').closest('li') as HTMLElement;
    expect(within(paid).getByText(/1\.200\.000\s₫/)).toBeDefined();
    fireEvent.click(within(paid).getByRole('button', { name: 'Xem khóa học' }));
    expect(navigate).toHaveBeenCalledWith('/my-course/12');
    expect(fake.sent.at(-1)?.url).toContain('filter=catalogue');
  });
});
