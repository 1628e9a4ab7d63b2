import type { Meta, StoryObj } from '@storybook/react-vite';
import { liveServer } from '../../shared/live-fixtures';
import { AsLearner } from '../../shared/story-frame';
import { Schedule } from './schedule';

function Scenario({ empty = false, failing = false }: { empty?: boolean; failing?: boolean }) {
  return <AsLearner answers={liveServer({ empty, failing })} screen={<Schedule />} />;
}

const meta = { title: 'Screens/Schedule', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Week: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const Failed: StoryObj<typeof meta> = { args: { failing: true } };
