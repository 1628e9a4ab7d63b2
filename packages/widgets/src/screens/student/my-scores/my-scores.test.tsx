import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MyScores } from './my-scores';
import { myScoreServer } from './my-scores.fixtures';

beforeEach(() => {
  history.replaceState(null, '', '/scoreRecord/list');
  session.user = { ...demoConfig.user, idType: 4, rights: [] };
});
afterEach(() => {
  session.user = null;
});

describe('MyScores', () => {
  it('shows the term averages and each score with its source, and filters by term', async () => {
    const { sent } = renderWithFake(<MyScores />, myScoreServer());
    const averages = await screen.findByRole('table', { name: 'Điểm trung bình môn theo học kỳ' });
    const math = within(averages).getByText('Toán').closest('tr') as HTMLElement;
    expect(within(math).getByText('8')).toBeDefined();
    const scores = screen.getByRole('table', { name: 'Các điểm số' });
    expect(within(scores).getByText('Kỳ thi')).toBeDefined();
    expect(within(scores).getByText('8,5')).toBeDefined();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Học kỳ' }), 'HK2');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Các điểm số' })).queryByText('8,5')).toBeNull(),
    );
    expect(sent.some((r) => r.url.includes('term=HK2'))).toBe(true);
    // Every term stays offered after filtering.
    expect(screen.getByRole('option', { name: 'HK1' })).toBeDefined();
  });

  it('stacks a score’s factor, source and note under its subject for a phone, where the wide columns leave', async () => {
    renderWithFake(<MyScores />, myScoreServer());
    const scores = await screen.findByRole('table', { name: 'Các điểm số' });
    const lao = within(scores).getByText('ພາສາລາວ').closest('td') as HTMLElement;
    // The note sits in the subject's cell (wrapping there), so it cannot run off a 360 px screen.
    expect(within(lao).getByText('ດີຫຼາຍ')).toBeDefined();
    expect(lao.textContent).toContain('Hệ số: 1');
    const headers = within(scores).getAllByRole('columnheader');
    const hidden = headers.filter((h) => h.className.includes('max-sm:hidden')).map((h) => h.textContent);
    expect(hidden).toEqual(['Hệ số', 'Nguồn', 'Ghi chú']);
  });

  it('says when there is no score yet', async () => {
    renderWithFake(<MyScores />, myScoreServer({ scores: [], averages: [], terms: [] }));
    expect(await screen.findByText('Bạn chưa có điểm số nào.')).toBeDefined();
  });
});
