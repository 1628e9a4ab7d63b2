import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { ExamList } from './exam-list';
import { examServer } from './exam-list.fixtures';

beforeEach(() => {
  history.replaceState(null, '', '/exam/list');
  session.user = { ...demoConfig.user, idType: 2, rights: [] };
});
afterEach(() => {
  session.user = null;
});

describe('ExamList', () => {
  it('lists exams with their window state and filters by it', async () => {
    const { sent } = renderWithFake(<ExamList />, examServer());
    const row = (await screen.findByText('Kiểm tra giữa kỳ Toán 10')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Đang mở')).toBeDefined();
    expect(within(row).getByText('12 / 32 đã nộp')).toBeDefined();
    // A public test has nobody assigned: just how many were submitted, never "1/0".
    const open = screen.getByText('English placement test').closest('tr') as HTMLElement;
    expect(within(open).getByText('1 bài đã nộp')).toBeDefined();
    // Edit is offered where she may change the exam, and only results where she only follows it.
    expect(within(row).getByRole('button', { name: /^Chỉnh sửa kỳ thi/ })).toBeDefined();
    const followed = screen.getByText('ສອບເສັງພາສາລາວ').closest('tr') as HTMLElement;
    expect(within(followed).queryByRole('button', { name: /^Chỉnh sửa kỳ thi/ })).toBeNull();
    expect(within(followed).getByRole('button', { name: /^Kết quả/ })).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đã đóng');
    await waitFor(() => expect(screen.queryByText('Kiểm tra giữa kỳ Toán 10')).toBeNull());
    expect(screen.getByText('ສອບເສັງພາສາລາວ')).toBeDefined();
    expect(sent.some((r) => r.url.includes('/Lms/Exam/List') && r.url.includes('state=closed'))).toBe(true);
  });

  it('schedules an exam in a dialog: required fields first, then the question set and the class', async () => {
    const { sent } = renderWithFake(<ExamList />, examServer());
    await screen.findByText('Kiểm tra giữa kỳ Toán 10');
    // Beside the title, where the kit's other lists put their add button.
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    await userEvent.click(within(header).getByRole('button', { name: 'Thêm kỳ thi' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect((await within(dialog).findAllByText('Trường này là bắt buộc')).length).toBeGreaterThan(0);
    expect(sent.some((r) => r.url.endsWith('/Lms/Exam/Add'))).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/Tên kỳ thi/), 'Kiểm tra 15 phút');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Bộ câu hỏi/ }));
    await userEvent.click(await screen.findByRole('option', { name: /Đề kiểm tra chương 1/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Lớp dự thi/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lớp 10A1' }));
    const duration = within(dialog).getByLabelText(/Thời lượng/);
    await userEvent.clear(duration);
    await userEvent.type(duration, '15');
    await userEvent.click(
      within(dialog).getByRole('switch', { name: 'Cho học viên xem bài làm và đáp án sau khi kỳ thi đóng' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const add = sent.find((r) => r.url.endsWith('/Lms/Exam/Add'));
    expect(add?.body).toMatchObject({
      name: 'Kiểm tra 15 phút',
      idLesson: 7,
      idGroup: 3,
      durationMinutes: 15,
      showAnswers: true,
    });
    const body = add?.body as { opensAt: string; closesAt: string };
    expect(Date.parse(body.closesAt)).toBeGreaterThan(Date.parse(body.opensAt));
    expect(await screen.findByText('Kiểm tra 15 phút')).toBeDefined();
  });

  it("shows an exam's results with each learner's status and score", async () => {
    renderWithFake(<ExamList />, examServer());
    const row = (await screen.findByText('Kiểm tra giữa kỳ Toán 10')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Kết quả: Kiểm tra giữa kỳ Toán 10/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('8/10')).toBeDefined();
    expect(within(dialog).getByText('Chưa làm')).toBeDefined();
    expect(within(dialog).getByRole('button', { name: 'Xuất CSV' })).toBeDefined();
  });
});
