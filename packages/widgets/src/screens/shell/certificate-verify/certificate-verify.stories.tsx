import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { certificateServer } from '../../shared/certificate.fixtures';
import { CertificateVerify } from './certificate-verify';

function Scenario({ code }: { code?: string }) {
  return (
    <WithFakeSaola answers={certificateServer()}>
      <CertificateVerify code={code} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Certificate check', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Empty: StoryObj<typeof meta> = { args: {} };
export const Valid: StoryObj<typeof meta> = { args: { code: '7K3M-Q9TX-2WCF-H8RB' } };
export const Revoked: StoryObj<typeof meta> = { args: { code: 'B9RC-1ZTE-6QWA-5NJD' } };
export const Unknown: StoryObj<typeof meta> = { args: { code: 'AAAA-BBBB-CCCC-DDDD' } };
