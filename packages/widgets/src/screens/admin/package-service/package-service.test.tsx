import { session } from '@saola/core/session';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoConfig, refuse, renderWithFake } from '../../../../test/fake-saola';
import { PACKAGE, packageServer } from '../domain-setting/domain-setting.fixtures';
import { PackageService } from './package-service';

beforeEach(() => {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
});
afterEach(() => {
  session.user = null;
});

describe('PackageService', () => {
  it('shows the plan, its expiry and the usage against each limit', async () => {
    renderWithFake(<PackageService />, packageServer());
    expect(await screen.findByText('Tiêu chuẩn')).toBeDefined();
    expect(screen.getByText('Đang hoạt động')).toBeDefined();
    expect(screen.getByText('30-06-2027')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Học viên' }).getAttribute('aria-valuenow')).toBe('82');
    expect(screen.getByText('412 / 500')).toBeDefined();
    expect(screen.getByText('37 (không giới hạn)')).toBeDefined();
    expect(screen.queryByRole('progressbar', { name: 'Khóa học' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Dung lượng thư viện' })).toBeDefined();
  });

  it('says when the package has expired', async () => {
    renderWithFake(<PackageService />, packageServer({ ...PACKAGE, expired: true }));
    expect(await screen.findByText('Đã hết hạn')).toBeDefined();
  });

  it('says when it cannot load', async () => {
    renderWithFake(<PackageService />, { '/Lms/Setting/GetPackage': refuse(500, 'Lỗi máy chủ') });
    expect(await screen.findByRole('button', { name: /Thử lại/ })).toBeDefined();
  });
});
