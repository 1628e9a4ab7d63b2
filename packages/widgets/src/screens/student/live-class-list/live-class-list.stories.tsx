import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { LiveClassList } from './live-class-list';

function Scenario({ empty = false, failing = false }: { empty?: boolean; failing?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Phạm Thu Trang', idType: 4 };
  return (
    <WithFakeSaola answers={liveServer({ empty, failing })}>
      <LiveClassList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/My live classes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Upcoming: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const Failed: StoryObj<typeof meta> = { args: { failing: true } };
