import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, renderWithFake } from '../../../../test/fake-saola';
import { MarketingTools } from './marketing-tools';
import { marketingServer } from './marketing-tools.fixtures';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('MarketingTools', () => {
  it('saves a Tag Manager id and clears the analytics id', async () => {
    const { sent } = renderWithFake(<MarketingTools />, marketingServer());
    const ga = (await screen.findByRole('textbox', { name: /Google Analytics/ })) as HTMLInputElement;
    expect(ga.value).toBe('G-ABC123XYZ9');
    await userEvent.clear(ga);
    await userEvent.type(screen.getByRole('textbox', { name: /Google Tag Manager/ }), ' GTM-5XK7Q2P ');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditMarketing'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/Setting/EditMarketing'))?.body).toEqual({
      isOnFbComment: true,
      fbAppId: '123456789012345',
      gaMeasurementId: '',
      gtmContainerId: 'GTM-5XK7Q2P',
      fbPixelId: '',
    });
  });

  it('refuses an id of the wrong format before sending it', async () => {
    const { sent } = renderWithFake(<MarketingTools />, marketingServer());
    await userEvent.type(await screen.findByRole('textbox', { name: /Facebook Pixel/ }), "123');alert(1)");
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Mã không đúng định dạng.')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditMarketing'))).toBe(false);
  });
});
