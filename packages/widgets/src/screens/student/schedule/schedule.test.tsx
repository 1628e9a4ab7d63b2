import { session } from '@saola/core/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { Schedule } from './schedule';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T03:00:00.000Z'));
  history.replaceState(null, '', '/schedule/list');
});
afterEach(() => vi.useRealTimers());

function setup() {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 4 } });
  const onNavigate = vi.fn();
  return { ...renderWithFake(<Schedule onNavigate={onNavigate} />, liveServer()), onNavigate };
}

describe('Schedule', () => {
  it('shows the week Monday first, each session on its day, and asks the server for that week', async () => {
    const { sent, onNavigate } = setup();
    const monday = await screen.findByRole('region', { name: '23-11-2026' });
    expect(await within(monday).findByText('Toán 10 trực tuyến')).toBeDefined();
    expect(within(screen.getByRole('region', { name: '28-11-2026' })).getByText('ປະຊຸມຜູ້ປົກຄອງ')).toBeDefined();
    expect(sent.find((r) => r.url.includes('from='))?.url).toContain('from=2026-11-23');
    await userEvent.click(within(monday).getByRole('button', { name: 'Vào lớp' }));
    expect(onNavigate).toHaveBeenCalledWith('/teaching/join/1');
    await userEvent.click(screen.getByRole('button', { name: 'Tuần sau' }));
    expect(await screen.findByRole('region', { name: '30-11-2026' })).toBeDefined();
    expect(sent.some((r) => r.url.includes('from=2026-11-30'))).toBe(true);
  });

  it('lists the sessions to come', async () => {
    setup();
    await userEvent.click(await screen.findByRole('tab', { name: 'Danh sách' }));
    expect(await screen.findAllByText('Toán 10 trực tuyến')).toBeDefined();
  });
});
