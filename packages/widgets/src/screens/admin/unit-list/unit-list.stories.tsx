import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { UnitList } from './unit-list';
import { unitServer } from './unit-list.fixtures';

function Scenario({ empty = false }: { empty?: boolean }) {
  return <AsAdmin answers={unitServer(empty ? [] : undefined)} screen={<UnitList />} />;
}

const meta = { title: 'Screens/Units', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Units: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
