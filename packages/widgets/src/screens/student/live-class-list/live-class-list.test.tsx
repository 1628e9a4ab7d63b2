import { session } from '@saola/core/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { LiveClassList } from './live-class-list';

function setup(options: Parameters<typeof liveServer>[0] = {}) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 4 } });
  const onNavigate = vi.fn();
  return { ...renderWithFake(<LiveClassList onNavigate={onNavigate} />, liveServer(options)), onNavigate };
}

describe('LiveClassList', () => {
  it('lists upcoming sessions soonest first, with a join button only on the open one', async () => {
    const { onNavigate, sent } = setup();
    expect(await screen.findByText('Toán 10 trực tuyến')).toBeDefined();
    expect(screen.getByText('ປະຊຸມຜູ້ປົກຄອງ')).toBeDefined();
    expect(screen.getByText('Chưa bắt đầu')).toBeDefined();
    const joins = screen.getAllByRole('button', { name: 'Vào lớp' });
    expect(joins).toHaveLength(1);
    await userEvent.click(joins[0] as HTMLElement);
    expect(onNavigate).toHaveBeenCalledWith('/teaching/join/1');
    expect(sent.find((r) => r.url.includes('/Lms/Schedule/List'))?.url).toContain('upcoming=true');
  });

  it('says when nothing is coming, and offers a retry when the list fails', async () => {
    setup({ empty: true });
    expect(await screen.findByText('Không có buổi học nào sắp tới.')).toBeDefined();
  });

  it('offers a retry when the list fails', async () => {
    setup({ failing: true });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeDefined();
  });
});
