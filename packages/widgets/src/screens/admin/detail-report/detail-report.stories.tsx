import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { DetailReport } from './detail-report';
import { detailServer } from './detail-report.fixtures';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  const answers =
    state === 'filled'
      ? detailServer()
      : state === 'empty'
        ? detailServer([])
        : { ...detailServer(), '/Lms/Report/Detail': refuse(500, 'Lỗi máy chủ') };
  return <AsAdmin answers={answers} screen={<DetailReport />} />;
}

const meta = { title: 'Screens/Detail report', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const Empty: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const Failed: StoryObj<typeof meta> = { args: { state: 'failed' } };
