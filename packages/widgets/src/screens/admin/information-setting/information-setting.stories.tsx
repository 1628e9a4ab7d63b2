import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { settingsServer } from '../shared/setting-fixtures';
import { InformationSetting } from './information-setting';

function Scenario({ state }: { state: 'filled' | 'new' | 'failed' }) {
  const answers =
    state === 'new'
      ? settingsServer({ history: [] })
      : state === 'failed'
        ? { ...settingsServer(), '/Lms/Setting/GetInformation': refuse(500, 'Lỗi máy chủ') }
        : settingsServer();
  return <AsAdmin answers={answers} screen={<InformationSetting />} />;
}

const meta = { title: 'Screens/Information setting', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const NoHistoryYet: StoryObj<typeof meta> = { args: { state: 'new' } };
export const LoadFailed: StoryObj<typeof meta> = { args: { state: 'failed' } };
