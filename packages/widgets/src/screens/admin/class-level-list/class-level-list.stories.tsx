import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin, type ListState, listAnswers } from '../../shared/story-frame';
import { ClassLevelList } from './class-level-list';
import { classLevelServer } from './class-level-list.fixtures';

function Scenario(state: ListState) {
  return (
    <AsAdmin
      answers={listAnswers(classLevelServer, '/Lms/ClassLevel/List', state)}
      screen={<ClassLevelList />}
    />
  );
}

const meta = { title: 'Screens/Class levels', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const ClassLevels: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
