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

  it("previews the school's own public, approved courses in the courses section, not stand-ins", async () => {
    const { sent } = renderWithFake(<LandingDesigner design={1} locale="vi" />, landingServer());
    expect(await screen.findByText('Vật lý 10', {}, { timeout: 5000 })).toBeDefined();
    expect(screen.getByText('Tiếng Anh giao tiếp')).toBeDefined();
    expect(screen.getByText('1.500.000 ₫')).toBeDefined();
    // Waiting for approval, denied or private: visitors would not see them, nor does the preview.
    expect(screen.queryByText('ພາສາລາວ ຂັ້ນພື້ນຖານ')).toBeNull();
    expect(screen.queryByText('Hóa học 10')).toBeNull();
    const asked = new URL(sent.find((r) => r.url.includes('/Lms/Course/List'))?.url ?? '').searchParams;
    expect([asked.get('approval'), asked.get('visibility')]).toEqual(['approved', 'public']);
  });

  it("says what is dragged in the school's language, naming the section, not its id", async () => {
    renderWithFake(<LandingDesigner design={1} locale="vi" />, landingServer());
    await screen.findByText('Học mọi lúc, mọi nơi cùng trường', {}, { timeout: 5000 });
    // dnd-kit's live region, as it writes it: one text node it keeps changing.
    const region = document.createElement('div');
    region.id = 'dnd-kit-announcement-test';
    const said = document.createTextNode('');
    region.append(said);
    document.body.append(region);
    said.nodeValue = 'Picked up draggable item courses-5f0c2d1e-aaaa.';
    await waitFor(() => expect(region.textContent).toBe('Đã nhấc phần Khóa học.'));
    said.nodeValue = 'Draggable item banner-1 was dropped over droppable target root:default-zone';
    await waitFor(() => expect(region.textContent).toBe('Đã thả phần Ảnh bìa (banner).'));
    region.remove();
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
