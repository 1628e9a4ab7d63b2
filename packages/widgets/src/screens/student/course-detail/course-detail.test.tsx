import { initialSession, session } from '@saola/core/session';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { outline, reviews, threads } from '../shared/learning.fixtures';
import { buyServer } from './buy-course.fixtures';
import { CourseDetail } from './course-detail';

beforeEach(() => {
  Object.assign(session, initialSession());
  window.history.replaceState(null, '', '/my-course/7');
});

describe('CourseDetail', () => {
  it('shows the lessons with their state and continues where the learner is', async () => {
    const navigate = vi.fn();
    renderWithFake(<CourseDetail idCourse={7} onNavigate={navigate} />, {
      '/Lms/Learning/Course': ok(outline),
    });
    expect(await screen.findByRole('heading', { name: 'Tiếng Anh giao tiếp', level: 1 })).toBeDefined();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    const lessons = within(screen.getByRole('region', { name: 'Unit 1: Greetings' })).getAllByRole(
      'listitem',
    );
    expect(within(lessons[0] as HTMLElement).getByLabelText('Đã hoàn thành')).toBeDefined();
    expect(within(lessons[3] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(lessons[3] as HTMLElement).getByText(/Hoàn thành bài trước để mở bài này/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục học' }));
    expect(navigate).toHaveBeenCalledWith('/course/7/lesson/3');
    fireEvent.click(within(lessons[1] as HTMLElement).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/course/7/lesson/2');
  });

  it('rates the course once and shows the school’s reply', async () => {
    const fake = renderWithFake(<CourseDetail idCourse={7} />, {
      '/Lms/Learning/Course': ok(outline),
      '/Lms/Review/List': ok(reviews),
      '/Lms/Review/Save': (request) => ok({ ...reviews.data[0], ...(request.body as object) }),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Đánh giá' }));
    expect(await screen.findByText('Cảm ơn em!')).toBeDefined();
    fireEvent.click(screen.getByRole('radio', { name: '4 sao' }));
    fireEvent.change(screen.getByLabelText('Bình luận'), { target: { value: 'Hay lắm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gửi đánh giá' }));
    await waitFor(() => expect(fake.sent.some((r) => r.url.endsWith('/Lms/Review/Save'))).toBe(true));
    expect(fake.sent.find((r) => r.url.endsWith('/Lms/Review/Save'))?.body).toEqual({
      idCourse: 7,
      rating: 4,
      comment: 'Hay lắm',
    });
  });

  it('asks for a rating by the stars before sending a review without one', async () => {
    session.locale = 'en';
    const fake = renderWithFake(<CourseDetail idCourse={7} />, {
      '/Lms/Learning/Course': ok(outline),
      '/Lms/Review/List': ok(reviews),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    fireEvent.change(await screen.findByLabelText('Comment'), { target: { value: 'Hay lắm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send review' }));
    const stars = screen.getByRole('group', { name: 'Rating' });
    expect(await within(stars).findByText('Choose a rating')).toBeDefined();
    expect(fake.sent.some((r) => r.url.endsWith('/Lms/Review/Save'))).toBe(false);
    fireEvent.click(within(stars).getByRole('radio', { name: '5 stars' }));
    expect(within(stars).queryByText('Choose a rating')).toBeNull();
  });

  it('lists questions with the teacher’s answer marked, and asks a new one', async () => {
    const fake = renderWithFake(<CourseDetail idCourse={7} />, {
      '/Lms/Learning/Course': ok(outline),
      '/Lms/Question/List': ok(threads),
      '/Lms/Question/Ask': refuse(400, '', [{ field: 'body', message: 'Trường này là bắt buộc' }]),
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Hỏi đáp' }));
    expect(await screen.findByText('“Khỏe” em nhé.')).toBeDefined();
    expect(screen.getByText('Giáo viên')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Đặt câu hỏi' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    expect(fake.sent.some((r) => r.url.endsWith('/Lms/Question/Ask'))).toBe(false);
  });

  it('offers a paid course to a learner who is not enrolled, and not to staff previewing it', async () => {
    const paid = { ...outline, enrolled: false, progress: 0 };
    session.user = { ...demoConfig.user, idType: 4 };
    const learner = renderWithFake(<CourseDetail idCourse={9} />, {
      ...buyServer(),
      '/Lms/Learning/Course': ok(paid),
    });
    expect(await screen.findByRole('button', { name: 'Mua khóa học' })).toBeDefined();
    expect(learner.sent.some((r) => r.url.includes('/Lms/Order/Offer'))).toBe(true);
    cleanup();

    session.user = { ...demoConfig.user, idType: 2 };
    const owner = renderWithFake(<CourseDetail idCourse={9} />, {
      ...buyServer(),
      '/Lms/Learning/Course': ok(paid),
    });
    await screen.findByRole('heading', { name: paid.name, level: 1 });
    expect(screen.queryByRole('button', { name: 'Mua khóa học' })).toBeNull();
    expect(owner.sent.some((r) => r.url.includes('/Lms/Order/Offer'))).toBe(false);
  });

  it('lets a learner enrol herself in a free public course, then opens its lessons to her', async () => {
    session.user = { ...demoConfig.user, idType: 4 };
    const free = { ...outline, enrolled: false, selfEnrol: true, progress: 0, nextLesson: null };
    let enrolled = false;
    const fake = renderWithFake(<CourseDetail idCourse={7} />, {
      '/Lms/Learning/Course': () => ok(enrolled ? outline : free),
      '/Lms/Learning/Enrol': () => {
        enrolled = true;
        return ok(outline);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ghi danh miễn phí' }));
    await waitFor(() => expect(fake.sent.some((r) => r.url.endsWith('/Lms/Learning/Enrol'))).toBe(true));
    expect(fake.sent.find((r) => r.url.endsWith('/Lms/Learning/Enrol'))?.body).toEqual({ idCourse: 7 });
    expect(await screen.findByRole('button', { name: 'Tiếp tục học' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Ghi danh miễn phí' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mua khóa học' })).toBeNull();
  });

  it("enrols at once a learner who came from the public page's Enrol, once", async () => {
    window.history.replaceState(null, '', '/my-course/7?start=enrol');
    session.user = { ...demoConfig.user, idType: 4 };
    const free = { ...outline, enrolled: false, selfEnrol: true, progress: 0, nextLesson: null };
    let enrolled = false;
    const fake = renderWithFake(<CourseDetail idCourse={7} />, {
      '/Lms/Learning/Course': () => ok(enrolled ? outline : free),
      '/Lms/Learning/Enrol': () => {
        enrolled = true;
        return ok(outline);
      },
    });
    expect(await screen.findByRole('button', { name: 'Tiếp tục học' })).toBeDefined();
    expect(fake.sent.filter((r) => r.url.endsWith('/Lms/Learning/Enrol'))).toHaveLength(1);
  });

  it("opens the checkout at once for a learner who came from the public page's Buy", async () => {
    window.history.replaceState(null, '', '/my-course/9?start=buy');
    session.user = { ...demoConfig.user, idType: 4 };
    renderWithFake(<CourseDetail idCourse={9} />, {
      ...buyServer(),
      '/Lms/Learning/Course': ok({ ...outline, enrolled: false, progress: 0 }),
    });
    expect(await screen.findByRole('dialog')).toBeDefined();
    cleanup();
    // Without the ask, the page waits for the learner's click.
    window.history.replaceState(null, '', '/my-course/9');
    renderWithFake(<CourseDetail idCourse={9} />, {
      ...buyServer(),
      '/Lms/Learning/Course': ok({ ...outline, enrolled: false, progress: 0 }),
    });
    expect(await screen.findByRole('button', { name: 'Mua khóa học' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
