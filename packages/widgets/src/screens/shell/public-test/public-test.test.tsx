import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithFake } from '../../../../test/fake-saola';
import { PublicTest } from './public-test';
import { publicTestServer } from './public-test.fixtures';

beforeEach(() => history.replaceState(null, '', '/test'));

describe('PublicTest', () => {
  it('asks the name first, then gives the questions and shows the score', async () => {
    const { sent } = renderWithFake(<PublicTest />, publicTestServer());
    await userEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/Họ tên/), 'Khăm Phoumy');
    await userEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('timer')).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'goes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Câu hỏi 2' }), 'Vientiane');
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Điểm của bạn: 2/2')).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/PublicTest/Submit'))?.body).toEqual({
      ticket: '9.1.sig',
      fullName: 'Khăm Phoumy',
      answers: [
        { idQuestion: 1, choices: ['b'] },
        { idQuestion: 2, choices: ['Vientiane'] },
      ],
    });
  });

  it('keeps her answers when the school is busy (429), so she can hand them in again', async () => {
    const { sent } = renderWithFake(<PublicTest />, publicTestServer(true, { busy: true }));
    const submits = (all: typeof sent) => all.filter((r) => r.url.endsWith('/Lms/PublicTest/Submit'));
    await userEvent.type(screen.getByLabelText(/Họ tên/), 'Khăm Phoumy');
    await userEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'goes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Câu hỏi 2' }), 'Vientiane');
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    await waitFor(() => expect(submits(sent)).toHaveLength(1));
    expect((screen.getByRole('radio', { name: 'goes' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Điểm của bạn: 2/2')).toBeDefined();
    expect(submits(sent)).toHaveLength(2);
  });

  it('says when no public test is open', async () => {
    renderWithFake(<PublicTest />, publicTestServer(false));
    await userEvent.type(screen.getByLabelText(/Họ tên/), 'An');
    await userEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByText('Hiện không có bài kiểm tra công khai nào đang mở.')).toBeDefined();
  });
});
