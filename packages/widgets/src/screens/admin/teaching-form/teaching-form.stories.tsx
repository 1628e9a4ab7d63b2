import type { Meta, StoryObj } from '@storybook/react-vite';
import { teachingServer } from '../../shared/live-fixtures';
import { AsAdmin } from '../../shared/story-frame';
import { TeachingForm } from './teaching-form';

function Scenario({ id }: { id?: number }) {
  return <AsAdmin answers={teachingServer()} screen={<TeachingForm id={id} />} />;
}

const meta = { title: 'Screens/Live class form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const NewClass: StoryObj<typeof meta> = {};
export const ClassWithAttendance: StoryObj<typeof meta> = { args: { id: 1 } };
export const Meeting: StoryObj<typeof meta> = { args: { id: 2 } };
