import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { PACKAGE, packageServer } from '../domain-setting/domain-setting.fixtures';
import { PackageService } from './package-service';

function Scenario({ state }: { state: 'active' | 'expired' | 'failed' }) {
  const answers =
    state === 'failed'
      ? { '/Lms/Setting/GetPackage': refuse(500, 'Lỗi máy chủ') }
      : packageServer(
          state === 'expired'
            ? { ...PACKAGE, plan: 'basic', expired: true, expiresAt: '2026-10-31T16:59:59.000Z' }
            : PACKAGE,
        );
  return <AsAdmin answers={answers} screen={<PackageService />} />;
}

const meta = { title: 'Screens/Package service', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Active: StoryObj<typeof meta> = { args: { state: 'active' } };
export const Expired: StoryObj<typeof meta> = { args: { state: 'expired' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
