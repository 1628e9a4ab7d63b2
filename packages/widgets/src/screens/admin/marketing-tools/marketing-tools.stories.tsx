import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { MarketingTools } from './marketing-tools';
import { marketingServer } from './marketing-tools.fixtures';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  const answers =
    state === 'failed'
      ? { '/Lms/Setting/GetMarketing': refuse(500, 'Lỗi máy chủ') }
      : state === 'empty'
        ? marketingServer({
            isOnFbComment: false,
            fbAppId: null,
            gaMeasurementId: null,
            gtmContainerId: null,
            fbPixelId: null,
          })
        : marketingServer();
  return <AsAdmin answers={answers} screen={<MarketingTools />} />;
}

const meta = { title: 'Screens/Marketing tools', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const NothingSet: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
