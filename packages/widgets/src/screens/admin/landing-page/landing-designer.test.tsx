import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { LandingDesigner } from './landing-designer';
import { landingServer, SAVED_VI } from './landing-page.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, idType: 2, rights: [] };
});

describe('LandingDesigner', () => {
  it('starts from the design, previews its sections, saves the draft and publishes it', async () => {
    const { sent } = renderWithFake(<LandingDesigner design={1} locale="vi" />, landingServer());
    expect(await screen.findByText('Học mọi lúc, mọi nơi cùng trường', {}, { timeout: 5000 })).toBeDefined();
    expect(screen.getByText('Chưa xuất bản: khách truy cập thấy trang mặc định.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Lưu bản nháp' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/LandingPage/Save'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/LandingPage/Save'))?.body).toEqual({
      locale: 'vi',
      design: 1,
      page: {
        root: { props: {} },
        content: [
          {
            type: 'banner',
            props: { id: 'banner-1', slides: [{ title: 'Học mọi lúc, mọi nơi cùng trường' }] },
          },
          { type: 'courses', props: { id: 'courses-1', title: 'Khóa học mới', source: 'newest', limit: 6 } },
          { type: 'footer', props: { id: 'footer-1', phone: '0901 234 567' } },
        ],
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Xuất bản' }));
    expect(await screen.findByText(/Đã xuất bản ngày/)).toBeDefined();
    expect(sent.find((r) => r.url.endsWith('/Lms/LandingPage/Publish'))?.body).toEqual({
      locale: 'vi',
      published: true,
    });
  });

  it('opens the saved draft of its design, and warns when the draft uses another', async () => {
    renderWithFake(<LandingDesigner design={2} locale="vi" />, landingServer({ vi: SAVED_VI }));
    expect(await screen.findByText('Mẫu hai', {}, { timeout: 5000 })).toBeDefined();
    expect(screen.queryByText(/Bản nháp đang dùng mẫu khác/)).toBeNull();
  });

  it('warns that opening another design replaces the draft', async () => {
    renderWithFake(<LandingDesigner design={3} locale="vi" />, landingServer({ vi: SAVED_VI }));
    expect(await screen.findByText(/Bản nháp đang dùng mẫu khác/, {}, { timeout: 5000 })).toBeDefined();
    expect(screen.getByText('Mẫu ba')).toBeDefined();
  });
});
