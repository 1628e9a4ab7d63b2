import { ID_TYPE } from '@saola/core/constants';
import { RIGHTS } from '@saola/core/http';
import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { renderAs, renderNavigating } from '../shared/screen-test';
import { ScoreRecordList } from './score-record-list';
import { recordServer } from './score-record-list.fixtures';

beforeEach(() => history.replaceState(null, '', '/userGroupScoreRecord/list/1'));

function setup(props: { idGroup?: number; idUser?: number }, rights: string[] = [RIGHTS.scoreRecord]) {
  return renderNavigating(
    (onNavigate) => <ScoreRecordList {...props} onNavigate={onNavigate} />,
    recordServer(),
    { idType: 3, rights },
  );
}

describe('ScoreRecordList', () => {
  it("records a score for a class's student in a dialog, and opens a student's own scores", async () => {
    const { sent, onNavigate } = setup({ idGroup: 1 });
    expect(await screen.findByRole('heading', { name: 'Điểm: Lớp 10A1' })).toBeDefined();
    const row = (await screen.findByText('Toán')).closest('tr') as HTMLElement;
    expect(within(row).getByText('8,5')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm điểm' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect((await within(dialog).findAllByText('Trường này là bắt buộc')).length).toBeGreaterThanOrEqual(2);
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Học viên/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Phạm Thu Trang' }));
    await userEvent.type(within(dialog).getByLabelText(/^Môn học/), 'Vật lý');
    await userEvent.type(within(dialog).getByLabelText(/^Điểm/), '9.25');
    await userEvent.type(within(dialog).getByLabelText(/^Học kỳ/), 'HK1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Vật lý')).toBeDefined();
    expect(sent.filter((r) => r.url.endsWith('/Lms/ScoreRecord/Add')).at(-1)?.body).toMatchObject({
      idUser: 11,
      idGroup: 1,
      subject: 'Vật lý',
      score: 9.25,
      factor: 1,
      term: 'HK1',
    });
    await userEvent.click(screen.getAllByRole('link', { name: 'Phạm Thu Trang' })[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith('/registeredUserScoreRecord/list/11');
  });

  it("shows one student's scores, and lets a teacher without the right only look", async () => {
    setup({ idUser: 12 }, []);
    expect(await screen.findByRole('heading', { name: 'Điểm: ສົມສັກ ພົມມະວົງ' })).toBeDefined();
    await screen.findByText('English');
    expect(screen.queryByText('Toán')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Thêm điểm' })).toBeNull();
    await waitFor(() => expect(screen.queryAllByRole('checkbox')).toHaveLength(0));
  });

  it("exports the class's scores as searched, as a job, once however often pressed, and opens the export list", async () => {
    session.user = { ...demoConfig.user, idType: 3, rights: [] };
    const onNavigate = vi.fn();
    const { sent } = renderWithFake(<ScoreRecordList idGroup={1} onNavigate={onNavigate} />, recordServer());
    await screen.findByText('Toán');
    await userEvent.type(screen.getByRole('searchbox'), 'toán');
    // What the list shows is exported: the search, once the list has answered it.
    await waitFor(() => expect(sent.some((r) => r.url.includes('keyword=to%C3%A1n'))).toBe(true));
    const button = screen.getByRole('button', { name: 'Xuất Excel' });
    await Promise.all([userEvent.click(button), userEvent.click(button)]);
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/backgroundJob/exportList/score'));
    const starts = sent.filter((r) => r.url.endsWith('/Lms/Export/Start'));
    expect(starts.map((r) => r.body)).toEqual([{ module: 'score', idGroup: 1, keyword: 'toán' }]);
  });

  it("exports one student's scores from his page", async () => {
    const { sent } = renderAs({ idType: 3, rights: [] }, <ScoreRecordList idUser={12} />, recordServer());
    await screen.findByText('English');
    await userEvent.click(screen.getByRole('button', { name: 'Xuất Excel' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.url.endsWith('/Lms/Export/Start')).map((r) => r.body)).toEqual([
        { module: 'score', idUser: 12 },
      ]),
    );
  });

  it('is not offered to an observer, who may not start exports', async () => {
    renderAs({ idType: ID_TYPE.OBSERVER, rights: [] }, <ScoreRecordList idGroup={1} />, recordServer());
    await screen.findByText('Toán');
    expect(screen.queryByRole('button', { name: 'Xuất Excel' })).toBeNull();
  });
});
