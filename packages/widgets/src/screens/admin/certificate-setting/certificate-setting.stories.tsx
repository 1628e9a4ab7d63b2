import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { certificateServer, TEMPLATE } from '../../shared/certificate.fixtures';
import { CertificateSetting } from './certificate-setting';
import { IssueDialog } from './issue-dialog';

function Scenario({ saved, issuing = false }: { saved: boolean; issuing?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2, rights: [] };
  const answers = certificateServer(saved ? {} : { template: { ...TEMPLATE, enabled: false, courses: [] } });
  return (
    <WithFakeSaola answers={answers}>
      {issuing ? <IssueDialog onClose={() => {}} onIssued={() => {}} /> : <CertificateSetting />}
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Certificate setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Saved: StoryObj<typeof meta> = { args: { saved: true } };
export const NotYetSaved: StoryObj<typeof meta> = { args: { saved: false } };
export const IssueByHand: StoryObj<typeof meta> = { args: { saved: true, issuing: true } };
