import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MyExams } from './my-exams';
import { myExamServer } from './my-exams.fixtures';

beforeEach(() => {
  history.replaceState(null, '', '/exam/list');
  session.user = { ...demoConfig.user, idType: 4, rights: [] };
});
afterEach(() => {
  session.user = null;
});

describe('MyExams', () => {
  it('takes an open exam with a server timer and hands it in, the score waiting for the release', async () => {
    const { sent, saola } = renderWithFake(<MyExams />, myExamServer());
    const toasts: string[] = [];
    saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    const card = (await screen.findByText('Kiểm tra giữa kỳ Toán 10')).closest('li') as HTMLElement;
    expect(within(card).getByText('Đã làm 0/1 lần')).toBeDefined();
    await userEvent.click(within(card).getByRole('button', { name: 'Bắt đầu làm bài' }));
    // Its only attempt is not spent by the first click: the learner is told the clock and confirms.
    const confirm = screen.getByRole('alertdialog', { name: 'Bắt đầu làm bài thi?' });
    expect(within(confirm).getByText(/lượt làm bài cuối cùng/)).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Exam/Start'))).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hủy' }));
    expect(sent.some((r) => r.url.endsWith('/Lms/Exam/Start'))).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Bắt đầu làm bài' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bắt đầu làm bài' }),
    );
    expect(await screen.findByRole('timer')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Đúng' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    // Handed in is said once: in the page's status line, not again in a toast nor on the card.
    expect((await screen.findByRole('status')).textContent).toBe('Đã nộp bài.');
    expect(await screen.findByText('Kết quả sẽ có khi nhà trường công bố.')).toBeDefined();
    expect(screen.getAllByText(/Đã nộp/)).toHaveLength(1);
    expect(toasts).toEqual([]);
    const submit = sent.find((r) => r.url.endsWith('/Lms/Exam/Submit'));
    expect(submit?.body).toEqual({
      idAttempt: 50,
      answers: [
        { idQuestion: 1, choices: ['b'] },
        { idQuestion: 2, choices: ['true'] },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Bắt đầu làm bài' })).toBeNull());
  });

  it('says a refused hand-in where the result would have been, not in a toast', async () => {
    const { saola } = renderWithFake(<MyExams />, myExamServer(undefined, { late: true }));
    const toasts: string[] = [];
    saola.client.notices.on('toast', (toast) => toasts.push(toast.message));
    const card = (await screen.findByText('Kiểm tra giữa kỳ Toán 10')).closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Bắt đầu làm bài' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Bắt đầu làm bài' }),
    );
    // The attempt is on screen (its server timer shown) before it is answered, as in the journey above.
    expect(await screen.findByRole('timer', {}, { timeout: 5000 })).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Đúng' }));
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Đã hết giờ: bài nộp sau hạn không được chấp nhận.',
    );
    // The list loads again under the refusal (its spinner is a status too): once it is back, no status says
    // the hand-in went through.
    expect(await screen.findByText('Kiểm tra giữa kỳ Toán 10')).toBeDefined();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Đã hết giờ: bài nộp sau hạn không được chấp nhận.');
    expect(toasts).toEqual([]);
  });

  it('shows a closed exam with its released score', async () => {
    renderWithFake(<MyExams />, myExamServer());
    await screen.findByText('Kiểm tra giữa kỳ Toán 10');
    await userEvent.click(screen.getByRole('tab', { name: 'Đã đóng' }));
    expect(await screen.findByText(/Điểm: 8\/10/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Bắt đầu làm bài' })).toBeNull();
  });

  it('reviews her answers to a closed exam beside the correct ones, and goes back to the list', async () => {
    const { sent } = renderWithFake(<MyExams />, myExamServer());
    const open = (await screen.findByText('Kiểm tra giữa kỳ Toán 10')).closest('li') as HTMLElement;
    expect(within(open).queryByRole('button', { name: 'Xem lại bài làm' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Đã đóng' }));
    const closed = (await screen.findByText('ສອບເສັງພາສາລາວ')).closest('li') as HTMLElement;
    await userEvent.click(within(closed).getByRole('button', { name: 'Xem lại bài làm' }));
    expect(await screen.findByRole('heading', { name: 'Bài làm của bạn: ສອບເສັງພາສາລາວ' })).toBeDefined();
    expect(sent.some((r) => r.url.includes('/Lms/Exam/Review') && r.url.includes('id=3'))).toBe(true);
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first as HTMLElement).getByText('Bạn trả lời: ວຽງຈັນ')).toBeDefined();
    expect(within(first as HTMLElement).getByText('Đúng')).toBeDefined();
    expect(within(second as HTMLElement).getByText('Bạn trả lời: Đúng')).toBeDefined();
    expect(within(second as HTMLElement).getByText('Đáp án đúng: Sai')).toBeDefined();
    expect(within(second as HTMLElement).getByText('Sai')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại danh sách kỳ thi' }));
    expect(await screen.findByText('ສອບເສັງພາສາລາວ')).toBeDefined();
  });

  it('says when there is no exam', async () => {
    renderWithFake(<MyExams />, myExamServer([]));
    expect(await screen.findByText('Không có kỳ thi nào ở đây.')).toBeDefined();
  });
});
