import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, ok, renderWithFake } from '../../../../test/fake-saola';
import { PublicTest } from './public-test';
import { publicTestServer } from './public-test.fixtures';

beforeEach(() => history.replaceState(null, '', '/test'));

/** The school as a visitor's page loads it: its name and logo come with the public configuration. */
const school = {
  '/Auth/Config/Get': ok({
    ...demoConfig,
    user: null,
    website: { ...demoConfig.website, name: 'Trường Saola', logoUrl: 'https://cdn.example/logo.png' },
  }),
};

const begin = async (name = 'Khăm Phoumy') => {
  await userEvent.type(await screen.findByLabelText(/Họ tên/), name);
  await userEvent.click(screen.getByRole('button', { name: 'Bắt đầu' }));
};

describe('PublicTest', () => {
  it('asks the name first, then gives the questions and shows the score', async () => {
    const { sent } = renderWithFake(<PublicTest />, publicTestServer());
    await userEvent.click(await screen.findByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent.filter((r) => r.url.endsWith('/Lms/PublicTest/Get'))).toHaveLength(0);
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

  it('says when no public test is open, before she types anything', async () => {
    renderWithFake(<PublicTest />, publicTestServer(false));
    expect(await screen.findByText('Hiện không có bài kiểm tra công khai nào đang mở.')).toBeDefined();
    expect(screen.queryByLabelText(/Họ tên/)).toBeNull();
  });

  it('opens on a start card: the school, the test and what it asks, without starting the clock', async () => {
    Object.assign(session, { website: null });
    const { sent } = renderWithFake(<PublicTest />, { ...publicTestServer(), ...school });
    expect(await screen.findByRole('heading', { level: 1, name: 'English placement test' })).toBeDefined();
    expect(await screen.findByText('Trường Saola')).toBeDefined();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(screen.getByText('Find the class that fits you.')).toBeDefined();
    expect(screen.getByText('2 câu hỏi')).toBeDefined();
    expect(screen.getByText('Thời gian: 15 phút')).toBeDefined();
    expect(screen.getByText('Điểm đạt: 50%')).toBeDefined();
    expect(sent.filter((r) => r.url.endsWith('/Lms/PublicTest/Get'))).toHaveLength(0);
  });

  it('numbers each question once: the input beside it is not labelled "Question N" again on screen', async () => {
    renderWithFake(<PublicTest />, publicTestServer());
    await begin();
    expect(await screen.findByText(/^1\. She ___ to school every day\./)).toBeDefined();
    expect(screen.getByText(/^2\. ນະຄອນຫຼວງຂອງລາວ\?/)).toBeDefined();
    // Still each input's name for a screen reader, but never shown.
    expect(screen.getByRole('group', { name: 'Câu hỏi 1' })).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Câu hỏi 2' })).toBeDefined();
    const labels = screen.getAllByText(/^Câu hỏi \d/);
    expect(labels).toHaveLength(2);
    for (const label of labels) expect(label.closest('.sr-only')).not.toBeNull();
  });

  it('ends on a card with the score, not passed against the pass mark, and where to go next', async () => {
    renderWithFake(<PublicTest />, publicTestServer(true, { score: 0, passPercent: 80 }));
    await begin();
    await userEvent.click(await screen.findByRole('radio', { name: 'go' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Câu hỏi 2' }), 'Hanoi');
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Điểm của bạn: 0/2')).toBeDefined();
    expect(screen.getByText('Chưa đạt')).toBeDefined();
    expect(screen.getByText(/Đáp án của bài kiểm tra công khai không được hiển thị/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Đăng ký' }).getAttribute('href')).toBe('/signUp');
    expect(screen.getByRole('link', { name: 'Trang chủ của trường' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Làm lại' }));
    expect(await screen.findByLabelText(/Họ tên/)).toBeDefined();
  });

  it('says nothing of passing where the school set no pass mark', async () => {
    renderWithFake(<PublicTest />, publicTestServer(true, { passPercent: 0 }));
    expect(await screen.findByText('Thời gian: 15 phút')).toBeDefined();
    expect(screen.queryByText(/Điểm đạt/)).toBeNull();
    await begin();
    await userEvent.click(await screen.findByRole('radio', { name: 'goes' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Câu hỏi 2' }), 'Vientiane');
    await userEvent.click(screen.getByRole('button', { name: 'Nộp bài' }));
    expect(await screen.findByText('Điểm của bạn: 2/2')).toBeDefined();
    expect(screen.queryByText('Đạt')).toBeNull();
    expect(screen.queryByText('Chưa đạt')).toBeNull();
  });
});
