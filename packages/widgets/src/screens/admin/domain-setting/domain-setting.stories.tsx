import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { DomainSetting } from './domain-setting';
import { domainServer, NO_DOMAIN, PENDING_DOMAIN } from './domain-setting.fixtures';

function Scenario({ state }: { state: 'none' | 'pending' | 'verified' | 'failed' }) {
  const answers =
    state === 'failed'
      ? { '/Lms/Setting/GetDomain': refuse(500, 'Lỗi máy chủ') }
      : domainServer(
          state === 'pending'
            ? PENDING_DOMAIN
            : state === 'verified'
              ? { ...NO_DOMAIN, domain: 'hoc.truong-abc.edu.vn', status: 'verified' }
              : NO_DOMAIN,
        );
  return <AsAdmin answers={answers} screen={<DomainSetting />} />;
}

const meta = { title: 'Screens/Domain setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NoDomain: StoryObj<typeof meta> = { args: { state: 'none' } };
export const WaitingForDns: StoryObj<typeof meta> = { args: { state: 'pending' } };
export const Verified: StoryObj<typeof meta> = { args: { state: 'verified' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
