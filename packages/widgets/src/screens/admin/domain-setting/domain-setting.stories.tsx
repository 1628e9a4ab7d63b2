import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { DomainSetting } from './domain-setting';
import { domainServer, NO_DOMAIN, PENDING_DOMAIN } from './domain-setting.fixtures';

function Scenario({ state }: { state: 'none' | 'pending' | 'verified' | 'failed' }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
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
  return (
    <WithFakeSaola answers={answers}>
      <DomainSetting />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Domain setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NoDomain: StoryObj<typeof meta> = { args: { state: 'none' } };
export const WaitingForDns: StoryObj<typeof meta> = { args: { state: 'pending' } };
export const Verified: StoryObj<typeof meta> = { args: { state: 'verified' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
