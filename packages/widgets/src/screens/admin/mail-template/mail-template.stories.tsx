import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { MailTemplate } from './mail-template';
import { templateServer } from './mail-template.fixtures';

function Scenario() {
  return <AsAdmin answers={templateServer()} screen={<MailTemplate />} />;
}

const meta = { title: 'Screens/Mail templates', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Templates: StoryObj<typeof meta> = {};
