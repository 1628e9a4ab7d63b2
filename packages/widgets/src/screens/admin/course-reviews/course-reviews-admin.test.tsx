import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { SyncUrlProvider } from '../../../runtime/sync-url';
import { reviews, threads } from '../../student/shared/learning.fixtures';
import { CourseReviewsAdmin } from './course-reviews-admin';

beforeEach(() => {
  Object.assign(session, initialSession());
  window.history.replaceState(null, '', '/courseReviewAndComment/list');
});

describe('CourseReviewsAdmin', () => {
  it('hides a review and replies to it', async () => {
    const fake = renderWithFake(<CourseReviewsAdmin />, {
      '/Lms/Review/AdminList': ok({ data: reviews.data, total: 1 }),
      '/Lms/Review/SetHidden': ok({ changed: 1 }),
      '/Lms/Review/Reply': ok(reviews.data[0]),
    });
    const row = (await screen.findByText('Thầy dạy rất dễ hiểu.')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Đang hiện')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: 'Ẩn: Lê Hoàng Nam' }));
    await waitFor(() =>
      expect(fake.sent.find((r) => r.url.endsWith('/SetHidden'))?.body).toEqual({ ids: [5], hidden: true }),
    );
    fireEvent.click(within(row).getByRole('button', { name: 'Trả lời: Lê Hoàng Nam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trả lời' });
    fireEvent.change(within(dialog).getByLabelText(/Trả lời/), { target: { value: 'Cảm ơn em nhiều!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(fake.sent.find((r) => r.url.endsWith('/Reply'))?.body).toEqual({
        id: 5,
        reply: 'Cảm ơn em nhiều!',
      }),
    );
  });

  it('answers a question thread as staff, opened at its tab from the product’s address', async () => {
    window.history.replaceState(null, '', '/courseReviewAndComment/list?tab=questions');
    const fake = renderWithFake(
      <SyncUrlProvider enabled>
        <CourseReviewsAdmin />
      </SyncUrlProvider>,
      {
        '/Lms/Review/AdminList': ok({ data: [], total: 0 }),
        '/Lms/Question/AdminList': ok(threads),
        '/Lms/Question/Answer': ok(threads.data[0]?.answers[0]),
      },
    );
    const row = (await screen.findByText('“Fine” nghĩa là gì ạ?')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 câu trả lời')).toBeDefined();
    fireEvent.click(within(row).getByRole('button', { name: 'Trả lời: Phạm Thu Trang' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Câu trả lời/), { target: { value: 'Nghĩa là khỏe.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trả lời' }));
    await waitFor(() =>
      expect(fake.sent.find((r) => r.url.endsWith('/Answer'))?.body).toEqual({
        idQuestion: 11,
        body: 'Nghĩa là khỏe.',
      }),
    );
  });
});
