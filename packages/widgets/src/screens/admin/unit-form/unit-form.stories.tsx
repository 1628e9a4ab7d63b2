import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { unitServer } from '../unit-list/unit-list.fixtures';
import { UnitForm } from './unit-form';

function Scenario({ id }: { id?: number }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={unitServer()}>
      <UnitForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Unit form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewUnit: StoryObj<typeof meta> = {};
export const EditUnit: StoryObj<typeof meta> = { args: { id: 2 } };
export const Missing: StoryObj<typeof meta> = { args: { id: 999 } };
