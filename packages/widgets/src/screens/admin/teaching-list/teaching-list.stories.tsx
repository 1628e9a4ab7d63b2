import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { teachingServer } from '../../shared/live-fixtures';
import { TeachingList } from './teaching-list';

function Scenario({ empty = false }: { empty?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={teachingServer(empty ? [] : undefined)}>
      <TeachingList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Live classes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Classes: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
