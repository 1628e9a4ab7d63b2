import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { QuizEditor } from './quiz-editor';
import { authoredQuiz } from './quiz-editor.fixtures';

beforeEach(() => {
  Object.assign(session, initialSession());
});

describe('QuizEditor', () => {
  it('edits settings and questions and saves them whole', async () => {
    const close = vi.fn();
    const fake = renderWithFake(<QuizEditor idLesson={3} title="Check yourself" onClose={close} />, {
      '/Lms/Quiz/Get': ok(authoredQuiz),
      '/Lms/Quiz/Save': ok(authoredQuiz),
    });
    expect(await screen.findByDisplayValue('“Hello” means?')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Điểm đạt (%)'), { target: { value: '60' } });
    const answers = screen.getByRole('group', { name: 'Hiện đáp án đúng' });
    expect(within(answers).getByRole('radio', { name: 'Sau lượt làm bài cuối cùng' })).toBeChecked();
    fireEvent.click(within(answers).getByRole('radio', { name: 'Sau mỗi lượt làm bài' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thêm câu hỏi' }));
    const third = screen.getAllByRole('listitem').at(-1) as HTMLElement;
    fireEvent.change(within(third).getByLabelText('Loại câu hỏi'), { target: { value: 'truefalse' } });
    fireEvent.change(within(third).getByLabelText(/Nội dung câu hỏi/), {
      target: { value: 'Hà Nội là thủ đô.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const saved = fake.sent.find((r) => r.url.endsWith('/Lms/Quiz/Save'))?.body as {
      passPercent: number;
      showAnswers: string;
      questions: Array<{ kind: string; prompt: string; correct: string[] }>;
    };
    expect(saved.passPercent).toBe(60);
    expect(saved.showAnswers).toBe('always');
    expect(saved.questions.map((q) => q.kind)).toEqual(['single', 'short', 'truefalse']);
    expect(saved.questions[2]).toMatchObject({ prompt: 'Hà Nội là thủ đô.', correct: ['true'] });
  });

  it('shows the server’s error by the question it concerns, and keeps the dialog open', async () => {
    const close = vi.fn();
    renderWithFake(<QuizEditor idLesson={3} title="Check yourself" onClose={close} />, {
      '/Lms/Quiz/Get': ok(authoredQuiz),
      '/Lms/Quiz/Save': refuse(400, '', [
        { field: 'questions.1.correct', message: 'Hãy nhập ít nhất một câu trả lời được chấp nhận.' },
      ]),
    });
    await screen.findByDisplayValue('“Hello” means?');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Hãy nhập ít nhất một câu trả lời được chấp nhận.')).toBeDefined();
    expect(close).not.toHaveBeenCalled();
  });
});
