import { initialSession, session } from '@saola/core/session';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderWithFake } from '../../../../test/fake-saola';
import { StudyList } from './study-list';
import { studyRows } from './study-list.fixtures';

beforeEach(() => {
  Object.assign(session, initialSession());
  window.history.replaceState(null, '', '/study/list');
});

describe('StudyList', () => {
  it('shows each learner’s progress, lessons and quiz score, sorted on the server', async () => {
    const navigate = vi.fn();
    const fake = renderWithFake(<StudyList onNavigate={navigate} />, { '/Lms/Study/List': ok(studyRows) });
    const row = (await screen.findByText('Phạm Thu Trang')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(within(row).getByText('4/4')).toBeDefined();
    expect(within(row).getByText('100%', { selector: 'td' })).toBeDefined();
    const other = screen.getByText('ສົມສັກ ພົມມະວົງ').closest('tr') as HTMLElement;
    expect(within(other).getByText('Chưa bắt đầu')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /Tiến độ/ }));
    await waitFor(() => expect(fake.sent.at(-1)?.url).toContain('sort=progress'));
    fireEvent.click(within(row).getByRole('link', { name: 'Xem tiến độ của Phạm Thu Trang' }));
    expect(navigate).toHaveBeenCalledWith('/study/list/3/Ph%E1%BA%A1m%20Thu%20Trang');
  });

  it('shows one learner with a way back to everyone, and filters completed courses', async () => {
    const navigate = vi.fn();
    const fake = renderWithFake(<StudyList idUser={3} name="Phạm Thu Trang" onNavigate={navigate} />, {
      '/Lms/Study/List': ok(studyRows),
    });
    expect(await screen.findByRole('heading', { name: 'Tiến độ học tập · Phạm Thu Trang' })).toBeDefined();
    await waitFor(() => expect(fake.sent.at(-1)?.url).toContain('idUser=3'));
    fireEvent.change(screen.getByLabelText('Trạng thái'), { target: { value: 'completed' } });
    await waitFor(() => expect(fake.sent.at(-1)?.url).toContain('completed=true'));
    fireEvent.click(screen.getByRole('button', { name: 'Xem tất cả học viên' }));
    expect(navigate).toHaveBeenCalledWith('/study/list');
  });
});
