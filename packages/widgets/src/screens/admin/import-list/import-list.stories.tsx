import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { jobServer } from '../export-list/export-list.fixtures';
import { ImportList } from './import-list';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  const answers =
    state === 'filled'
      ? jobServer()
      : state === 'empty'
        ? jobServer({ export: [], import: [] })
        : { ...jobServer(), '/Lms/Job/List': refuse(500, 'Lỗi máy chủ') };
  return <AsAdmin answers={answers} screen={<ImportList />} />;
}

const meta = { title: 'Screens/Import list', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const Empty: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const Failed: StoryObj<typeof meta> = { args: { state: 'failed' } };
