import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { CERTIFICATES, certificateServer } from '../../shared/certificate.fixtures';
import { MyCertificateList } from './my-certificate-list';

function Scenario({ mine }: { mine: 'some' | 'none' | 'revoked' }) {
  session.user = { ...demoConfig.user, idType: 4, rights: [] };
  const rows = mine === 'none' ? [] : mine === 'revoked' ? CERTIFICATES.slice(2) : CERTIFICATES.slice(0, 2);
  return (
    <WithFakeSaola answers={certificateServer({ mine: rows })}>
      <MyCertificateList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My certificates', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Certificates: StoryObj<typeof meta> = { args: { mine: 'some' } };
export const Revoked: StoryObj<typeof meta> = { args: { mine: 'revoked' } };
export const Empty: StoryObj<typeof meta> = { args: { mine: 'none' } };
