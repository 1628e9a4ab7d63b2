import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../shared/admin-story';
import { DepartmentList } from './department-list';
import { departmentServer } from './department-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  const answers = failed
    ? { '/Lms/Department/List': refuse(500, 'Lỗi máy chủ') }
    : departmentServer(empty ? [] : undefined);
  return <AsAdmin answers={answers} screen={<DepartmentList />} />;
}

const meta = { title: 'Screens/Departments', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Departments: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
