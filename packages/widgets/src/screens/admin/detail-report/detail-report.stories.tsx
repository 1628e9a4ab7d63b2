import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { DetailReport } from './detail-report';
import { detailServer } from './detail-report.fixtures';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers =
    state === 'filled'
      ? detailServer()
      : state === 'empty'
        ? detailServer([])
        : { ...detailServer(), '/Lms/Report/Detail': refuse(500, 'Lỗi máy chủ') };
  return (
    <WithFakeSaola answers={answers}>
      <DetailReport />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Detail report', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const Empty: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const Failed: StoryObj<typeof meta> = { args: { state: 'failed' } };
