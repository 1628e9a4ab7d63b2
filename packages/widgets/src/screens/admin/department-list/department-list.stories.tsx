import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin, type ListState, listAnswers } from '../../shared/story-frame';
import { DepartmentList } from './department-list';
import { departmentServer } from './department-list.fixtures';

function Scenario(state: ListState) {
  return (
    <AsAdmin
      answers={listAnswers(departmentServer, '/Lms/Department/List', state)}
      screen={<DepartmentList />}
    />
  );
}

const meta = { title: 'Screens/Departments', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Departments: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
