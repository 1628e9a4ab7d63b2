import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveServer } from '../../shared/live-fixtures';
import { AsLearner } from '../../shared/story-frame';
import { LiveClassList } from './live-class-list';

function Scenario({ empty = false, failing = false }: { empty?: boolean; failing?: boolean }) {
  return <AsLearner answers={liveServer({ empty, failing })} screen={<LiveClassList />} />;
}

const meta = { title: 'Screens/My live classes', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Upcoming: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const Failed: StoryObj<typeof meta> = { args: { failing: true } };
