import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MyNotes } from './my-notes';
import { myNoteServer } from './my-notes.fixtures';

beforeEach(() => {
  history.replaceState(null, '', '/noteRecord/list');
  session.user = { ...demoConfig.user, idType: 4, rights: [] };
});
afterEach(() => {
  session.user = null;
});

describe('MyNotes', () => {
  it("lists the teachers' remarks with their day, teacher and class", async () => {
    const { sent } = renderWithFake(<MyNotes />, myNoteServer());
    const row = (await screen.findByText('Chăm chỉ, phát biểu tích cực trong giờ Toán.')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('20-11-2026')).toBeDefined();
    expect(within(row).getByText('Nguyễn Thị Hoa')).toBeDefined();
    expect(within(row).getByText('Lớp 10A1')).toBeDefined();
    expect(sent.every((r) => r.url.includes('/Lms/NoteRecord/Mine'))).toBe(true);
  });

  it('says when there is none', async () => {
    renderWithFake(<MyNotes />, myNoteServer([]));
    expect(await screen.findByText('Chưa có nhận xét nào về bạn.')).toBeDefined();
  });
});
