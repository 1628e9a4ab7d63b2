import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { positionServer } from '../member-group-list/member-group-list.fixtures';
import { JobPositionList } from './job-position-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={positionServer(empty ? [] : undefined)}>
      <JobPositionList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Job positions', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Positions: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
