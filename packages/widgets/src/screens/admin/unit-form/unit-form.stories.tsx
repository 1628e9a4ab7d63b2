import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { unitServer } from '../unit-list/unit-list.fixtures';
import { UnitForm } from './unit-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={unitServer()} screen={<UnitForm id={id} />} />;
}

const meta = { title: 'Screens/Unit form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewUnit: StoryObj<typeof meta> = {};
export const EditUnit: StoryObj<typeof meta> = { args: { id: 2 } };
export const Missing: StoryObj<typeof meta> = { args: { id: 999 } };
