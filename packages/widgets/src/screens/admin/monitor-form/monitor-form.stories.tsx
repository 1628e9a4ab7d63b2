import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { monitorServer } from '../monitor-list/monitor-list.fixtures';
import { MonitorForm } from './monitor-form';

function Scenario({ id, missing = false }: { id?: number; missing?: boolean }) {
  Object.assign(session, { website: demoConfig.website, user: { ...demoConfig.user, idType: 2 } });
  return (
    <WithFakeSaola answers={monitorServer(missing ? [] : undefined)}>
      <MonitorForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Observer form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Add: StoryObj<typeof meta> = {};
export const Edit: StoryObj<typeof meta> = { args: { id: 31 } };
export const NotFound: StoryObj<typeof meta> = { args: { id: 31, missing: true } };
