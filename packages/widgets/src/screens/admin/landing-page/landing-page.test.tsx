import { session } from '@saola/core/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { designPath, LandingPageSetting } from './landing-page';
import { landingServer, SAVED_VI } from './landing-page.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, idType: 2, rights: [] };
});

describe('LandingPageSetting', () => {
  it("shows each language's page with its state, opens a design and unpublishes", async () => {
    const onNavigate = vi.fn();
    const { sent } = renderWithFake(
      <LandingPageSetting onNavigate={onNavigate} />,
      landingServer({ vi: SAVED_VI }),
    );
    const vi_ = await screen.findByRole('region', { name: 'Tiếng Việt' });
    expect(await within(vi_).findByText(/Đã xuất bản ngày/)).toBeDefined();
    const en = await screen.findByRole('region', { name: 'English' });
    expect(await within(en).findByText('Chưa xuất bản: khách truy cập thấy trang mặc định.')).toBeDefined();
    // Nothing saved in English yet: nothing to publish.
    expect(within(en).getByRole('button', { name: 'Xuất bản' })).toBeDisabled();
    await userEvent.click(within(en).getByRole('link', { name: /Mẫu 2 — English/ }));
    expect(onNavigate).toHaveBeenCalledWith('/setting/design-2/en');
    expect(within(vi_).getByRole('link', { name: /Xem trang chủ/ })).toHaveAttribute('href', '/?lang=vi');
    await userEvent.click(within(vi_).getByRole('button', { name: 'Gỡ xuống' }));
    await waitFor(() =>
      expect(sent.find((r) => r.url.endsWith('/Lms/LandingPage/Publish'))?.body).toEqual({
        locale: 'vi',
        published: false,
      }),
    );
    expect(await within(vi_).findByText('Chưa xuất bản: khách truy cập thấy trang mặc định.')).toBeDefined();
    expect(designPath(1, 'lo')).toBe('/setting/design/lo');
  });
});
