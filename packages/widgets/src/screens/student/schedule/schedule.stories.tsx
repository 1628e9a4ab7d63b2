import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { liveServer } from '../../shared/live-fixtures';
import { Schedule } from './schedule';

function Scenario({ empty = false, failing = false }: { empty?: boolean; failing?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Phạm Thu Trang', idType: 4 };
  return (
    <WithFakeSaola answers={liveServer({ empty, failing })}>
      <Schedule />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Schedule', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Week: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const Failed: StoryObj<typeof meta> = { args: { failing: true } };
