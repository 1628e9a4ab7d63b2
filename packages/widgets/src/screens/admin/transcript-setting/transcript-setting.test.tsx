import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAs, startEachAt } from '../shared/screen-test';
import { TranscriptSetting } from './transcript-setting';
import { transcriptServer } from './transcript-setting.fixtures';

startEachAt('/setting/transcript');

async function choose(subject: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /Môn học/ }));
  await userEvent.click(await screen.findByRole('option', { name: subject }));
}

describe('TranscriptSetting', () => {
  it("shows a subject's score columns with their factors, and saves a changed set", async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <TranscriptSetting />, transcriptServer());
    expect(await screen.findByText('Chọn một môn học để cài đặt bảng điểm.')).toBeDefined();
    await choose('Toán học (TOAN)');
    const names = await screen.findAllByLabelText(/Tên cột điểm/);
    expect(names.map((input) => (input as HTMLInputElement).value)).toEqual([
      'Miệng',
      '15 phút',
      'Giữa kỳ',
      'Cuối kỳ',
    ]);
    const factors = screen.getAllByLabelText(/Hệ số/) as HTMLInputElement[];
    expect(factors.map((input) => input.value)).toEqual(['1', '1', '2', '3']);
    await userEvent.click(screen.getByRole('button', { name: 'Xóa cột điểm 15 phút' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thêm cột điểm' }));
    const added = screen.getAllByLabelText(/Tên cột điểm/).at(-1) as HTMLElement;
    await userEvent.type(added, 'Thực hành');
    const factor = screen.getAllByLabelText(/Hệ số/).at(-1) as HTMLElement;
    await userEvent.clear(factor);
    await userEvent.type(factor, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/Lms/Transcript/Edit'))?.body).toEqual({
        idSubject: 1,
        columns: [
          { name: 'Miệng', factor: 1 },
          { name: 'Giữa kỳ', factor: 2 },
          { name: 'Cuối kỳ', factor: 3 },
          { name: 'Thực hành', factor: 2 },
        ],
      }),
    );
  });

  it('refuses a blank name and a factor above 3 before sending, and shows a repeated name the server refuses', async () => {
    const { sent } = renderAs({ idType: 2, rights: [] }, <TranscriptSetting />, transcriptServer());
    await choose('English (ENG)');
    expect(await screen.findByText('Môn học này chưa có cột điểm nào.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm cột điểm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    await userEvent.type(screen.getByLabelText(/Tên cột điểm/), 'Speaking');
    const factor = screen.getByLabelText(/Hệ số/);
    await userEvent.clear(factor);
    await userEvent.type(factor, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Transcript/Edit'))).toBe(false);
    await userEvent.clear(factor);
    await userEvent.type(factor, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Thêm cột điểm' }));
    await userEvent.type(screen.getAllByLabelText(/Tên cột điểm/).at(-1) as HTMLElement, 'speaking');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Môn học đã có cột điểm tên này.')).toBeDefined();
  });

  it('is closed to a teacher without the school-catalog right', async () => {
    renderAs({ idType: 3, rights: [] }, <TranscriptSetting />, transcriptServer());
    expect(screen.queryByRole('combobox', { name: /Môn học/ })).toBeNull();
  });
});
