import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { DepartmentList } from './department-list';
import { departmentServer } from './department-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers = failed
    ? { '/Lms/Department/List': refuse(500, 'Lỗi máy chủ') }
    : departmentServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <DepartmentList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Departments', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Departments: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
