import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { MailTemplate } from './mail-template';
import { templateServer } from './mail-template.fixtures';

function Scenario() {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={templateServer()}>
      <MailTemplate />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Mail templates', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Templates: StoryObj<typeof meta> = {};
