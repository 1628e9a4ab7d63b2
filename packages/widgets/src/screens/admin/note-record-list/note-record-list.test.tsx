import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { recordServer } from '../score-record-list/score-record-list.fixtures';
import { renderAs } from '../shared/screen-test';
import { NoteRecordList } from './note-record-list';

beforeEach(() => history.replaceState(null, '', '/registeredUserNoteRecord/list/11'));

describe('NoteRecordList', () => {
  it("lists a student's dated remarks and adds one", async () => {
    const { sent } = renderAs(
      { idType: 3, rights: [RIGHTS.noteRecord] },
      <NoteRecordList idUser={11} />,
      recordServer(),
    );
    expect(await screen.findByRole('heading', { name: 'Nhận xét: Phạm Thu Trang' })).toBeDefined();
    const row = (await screen.findByText('Chăm chỉ, cần luyện thêm hình học.')).closest('tr') as HTMLElement;
    // The day it is about, and the day it was written (the fixture's are the same).
    expect(within(row).getAllByText('20-11-2026')).toHaveLength(2);
    expect(
      within(row).getByRole('button', { name: 'Sửa nhận xét: Phạm Thu Trang · 20-11-2026' }),
    ).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm nhận xét' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Nhận xét/), 'Phát biểu sôi nổi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Phát biểu sôi nổi.')).toBeDefined();
    expect(sent.filter((r) => r.url.endsWith('/Lms/NoteRecord/Add')).at(-1)?.body).toMatchObject({
      idUser: 11,
      idGroup: null,
      content: 'Phát biểu sôi nổi.',
      notedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("exports a class's remarks as a job and opens the export list", async () => {
    session.user = { ...demoConfig.user, idType: 3, rights: [] };
    const onNavigate = vi.fn();
    const { sent } = renderWithFake(<NoteRecordList idGroup={1} onNavigate={onNavigate} />, recordServer());
    await screen.findByRole('heading', { name: 'Nhận xét: Lớp 10A1' });
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/backgroundJob/exportList/note'));
    const starts = sent.filter((r) => r.url.endsWith('/Lms/Export/Start'));
    expect(starts.map((r) => r.body)).toEqual([{ module: 'note', idGroup: 1 }]);
  });
});
