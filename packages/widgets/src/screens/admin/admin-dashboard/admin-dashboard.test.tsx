import { initialSession, session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Answer, demoConfig, ok, refuse, renderWithFake } from '../../../../test/fake-saola';
import { AdminDashboard } from './admin-dashboard';
import { busySchool, newSchool } from './admin-dashboard.fixtures';

beforeEach(() => {
  Object.assign(session, initialSession(), { website: demoConfig.website });
});

function setup(answer: Answer) {
  const fake = renderWithFake(<AdminDashboard />, { '/Lms/Dashboard/Admin': answer });
  return fake;
}

describe('AdminDashboard', () => {
  it('shows the head counts and charts each of the 30 days, with the figures readable as a table', async () => {
    setup(ok(busySchool));
    expect(await screen.findByText('1.248')).toBeDefined();
    expect(screen.getByText('Học viên')).toBeDefined();
    expect(screen.getByText('64')).toBeDefined();
    expect(screen.getByText('87')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Hoạt động 30 ngày qua' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    const first = busySchool.activity[0];
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([String(first?.signIns), String(first?.enrolments)]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('24/10');
    expect(screen.queryByText('Chưa có hoạt động nào trong 30 ngày qua.')).toBeNull();
  });

  it('says so when the school has had no activity yet, in the current language', async () => {
    session.locale = 'en';
    setup(ok(newSchool));
    expect(await screen.findByText('No activity in the last 30 days yet.')).toBeDefined();
    expect(screen.getByText('Teachers')).toBeDefined();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    let calls = 0;
    setup(() => (++calls === 1 ? refuse(503, 'Không thể kết nối') : ok(busySchool)));
    await userEvent.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('1.248')).toBeDefined();
    expect(calls).toBe(2);
  });
});
