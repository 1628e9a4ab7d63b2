import { session } from '@saola/core/session';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { JoinTeaching } from './join-teaching';

function setup(id: number) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 4 } });
  return renderWithFake(<JoinTeaching id={id} />, liveServer());
}

describe('JoinTeaching', () => {
  it('asks the server for the room and shows it with the token’s end', async () => {
    const { sent } = setup(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Vào lớp' }));
    expect(await screen.findByRole('heading', { name: 'Toán 10 trực tuyến' })).toBeDefined();
    expect(screen.getByText(/Phòng học đã sẵn sàng/)).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/Teaching/Join'))?.body).toEqual({ id: 1 });
  });

  it('shows a wrong passcode under its field, then opens the external meeting', async () => {
    setup(2);
    await userEvent.type(await screen.findByLabelText(/^Mật mã phòng/), '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Vào lớp' }));
    expect(await screen.findByText('Mật mã phòng không đúng')).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/^Mật mã phòng/));
    await userEvent.type(screen.getByLabelText(/^Mật mã phòng/), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Vào lớp' }));
    expect((await screen.findByRole('link', { name: /Mở cuộc họp/ })).getAttribute('href')).toBe(
      'https://meet.example.com/abc-defg',
    );
  });

  it('says "cannot join" when the session is not open', async () => {
    setup(3);
    await userEvent.click(await screen.findByRole('button', { name: 'Vào lớp' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Không thể vào phòng');
  });
});
