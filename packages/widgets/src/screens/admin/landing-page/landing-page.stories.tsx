import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { LandingDesigner } from './landing-designer';
import { LandingPageSetting } from './landing-page';
import { landingServer, SAVED_VI } from './landing-page.fixtures';

function Scenario({ screen, saved = false }: { screen: 'setting' | 'designer'; saved?: boolean }) {
  session.user = { ...demoConfig.user, idType: 2 };
  return (
    <WithFakeSaola answers={landingServer(saved ? { vi: SAVED_VI } : {})}>
      {screen === 'setting' ? <LandingPageSetting /> : <LandingDesigner design={2} locale="vi" />}
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Landing page', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NothingYet: Story = { args: { screen: 'setting' } };
export const Published: Story = { args: { screen: 'setting', saved: true } };
export const Designer: Story = { args: { screen: 'designer', saved: true } };
