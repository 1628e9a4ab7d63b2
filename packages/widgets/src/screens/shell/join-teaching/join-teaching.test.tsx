import { session } from '@saola/core/session';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { JoinTeaching } from './join-teaching';
import type { Peer, RoomConnection, RoomOptions } from './room-connection';

/** The room connection faked at its module: no livekit-client, no WebRTC; the test plays the room. */
const fake = vi.hoisted(() => ({
  options: [] as RoomOptions[],
  peers: [] as Peer[],
  fail: false,
  calls: [] as string[],
}));
vi.mock('./room-connection', () => ({
  connectRoom: async (options: RoomOptions): Promise<RoomConnection> => {
    fake.options.push(options);
    if (fake.fail) throw new Error('could not establish signal connection');
    const me = (on: Partial<Peer>) => {
      fake.peers = fake.peers.map((p) => (p.local ? { ...p, ...on } : p));
      options.onChange();
    };
    return {
      peers: () => fake.peers,
      showVideo: () => () => undefined,
      setMicrophone: async (on) => {
        fake.calls.push(`microphone ${on}`);
        me({ microphone: on });
      },
      setCamera: async (on) => {
        fake.calls.push(`camera ${on}`);
        me({ camera: on });
      },
      leave: async () => {
        fake.calls.push('leave');
      },
    };
  },
}));

const peer = (identity: string, name: string, local = false): Peer => ({
  identity,
  name,
  local,
  camera: false,
  microphone: true,
  speaking: false,
});

beforeEach(() => {
  Object.assign(fake, { options: [], fail: false, calls: [], peers: [peer('u3', 'Phạm Thu Trang', true)] });
});

function setup(id: number, idType = 4) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType } });
  const onNavigate = vi.fn();
  return { ...renderWithFake(<JoinTeaching id={id} onNavigate={onNavigate} />, liveServer()), onNavigate };
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

  it('names the class, says it is open, asks no passcode where none is set, and leads back to the classes', async () => {
    const { onNavigate } = setup(1);
    expect(await screen.findByRole('heading', { name: 'Toán 10 trực tuyến' })).toBeDefined();
    expect(screen.getByText('Buổi học đang mở: bạn có thể vào lớp ngay.').getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByLabelText(/Mật mã phòng/)).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Quay lại danh sách lớp học trực tuyến' }));
    expect(onNavigate).toHaveBeenCalledWith('/live-class/list');
  });

  it('leads a teacher back to her teaching list', async () => {
    const { onNavigate } = setup(1, 3);
    await userEvent.click(await screen.findByRole('link', { name: 'Quay lại danh sách lớp học trực tuyến' }));
    expect(onNavigate).toHaveBeenCalledWith('/teaching/list');
  });

  it('says when a session not open yet opens, and offers no join until then', async () => {
    setup(3);
    expect((await screen.findByText(/^Buổi học tiếp theo/)).textContent).toMatch(
      /^Buổi học tiếp theo bắt đầu lúc 23-11-2026 \d\d:00\. Bạn vào được từ 10 phút trước giờ bắt đầu\.$/,
    );
    expect(screen.getByRole('button', { name: 'Vào lớp' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(/đang mở/)).toBeNull();
  });

  it('connects to the room in the page with the token the server handed, and leaves it', async () => {
    setup(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Vào lớp' }));
    const room = await screen.findByRole('list', { name: 'Trong phòng: 1 người' });
    expect(fake.options[0]).toMatchObject({
      url: 'wss://live.example.edu.vn',
      token: 'eyJ.token.sig',
      camera: true,
      dingDong: false,
    });
    expect(room.textContent).toContain('Phạm Thu Trang (bạn)');
    // The teacher comes in: the room shows her.
    fake.peers = [...fake.peers, peer('u2', 'Trần Văn Minh')];
    act(() => fake.options[0]?.onChange());
    expect(await screen.findByRole('list', { name: 'Trong phòng: 2 người' })).toBeDefined();
    expect(screen.getByText('Trần Văn Minh')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Tắt micro' }));
    expect(await screen.findByRole('button', { name: 'Bật micro' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Bật camera' }));
    expect(await screen.findByRole('button', { name: 'Tắt camera' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Rời phòng' }));
    expect(await screen.findByText('Bạn đã rời phòng học.')).toBeDefined();
    expect(fake.calls).toEqual(['microphone false', 'camera true', 'leave']);
    // Back in while the token lasts.
    await userEvent.click(screen.getByRole('button', { name: 'Vào lại' }));
    expect(await screen.findByRole('list', { name: /^Trong phòng/ })).toBeDefined();
    expect(fake.options).toHaveLength(2);
  });

  it('says when the room cannot be reached and tries again', async () => {
    fake.fail = true;
    setup(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Vào lớp' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Không kết nối được phòng học');
    fake.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('list', { name: 'Trong phòng: 1 người' })).toBeDefined();
  });

  it('says so when the video server closes the room', async () => {
    setup(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Vào lớp' }));
    await screen.findByRole('list', { name: /^Trong phòng/ });
    act(() => fake.options[0]?.onEnded());
    expect(await screen.findByText('Buổi học đã kết thúc.')).toBeDefined();
  });
});
