import { session } from '@saola/core/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { renderAs } from '../shared/screen-test';
import { settingsServer } from '../shared/setting-fixtures';
import { InformationSetting } from './information-setting';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('InformationSetting', () => {
  it('renames the school, turns on the university flag and shows the change in the history', async () => {
    const { sent } = renderWithFake(<InformationSetting />, settingsServer());
    const name = (await screen.findByLabelText(/Tên trường/)) as HTMLInputElement;
    expect(name.value).toBe('Trường THPT Saola');
    await userEvent.clear(name);
    await userEvent.type(name, 'Đại học Saola');
    await userEvent.click(screen.getByRole('switch', { name: 'Đại học' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditInformation'))).toBe(true));
    expect(sent.find((r) => r.url.endsWith('/Lms/Setting/EditInformation'))?.body).toMatchObject({
      name: 'Đại học Saola',
      isUniversity: true,
      timeZone: 'Asia/Ho_Chi_Minh',
      defaultLocale: 'vi',
    });
    // The menus and labels follow the new flags at once.
    await waitFor(() => expect(sent.some((r) => r.url.includes('/Auth/Config/Get'))).toBe(true));
    expect(await screen.findByText('Đại học Saola')).toBeDefined();
  });

  it('refuses a blank name before sending it', async () => {
    const { sent } = renderWithFake(<InformationSetting />, settingsServer());
    const name = await screen.findByLabelText(/Tên trường/);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByText('Trường này là bắt buộc')).toBeDefined();
    expect(sent.some((r) => r.url.endsWith('/Lms/Setting/EditInformation'))).toBe(false);
  });

  it('offers a retry when the setting cannot be loaded', async () => {
    renderWithFake(<InformationSetting />, {
      ...settingsServer(),
      '/Lms/Setting/GetInformation': refuse(500, 'boom'),
    });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeDefined();
  });

  it('tells a teacher the page is the owner’s', async () => {
    renderAs({ idType: 3, rights: [] }, <InformationSetting />, settingsServer());
    expect(await screen.findByRole('alert')).toBeDefined();
    expect(screen.queryByLabelText(/Tên trường/)).toBeNull();
  });
});
