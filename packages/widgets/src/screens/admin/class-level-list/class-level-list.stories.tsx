import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, refuse, WithFakeSaola } from '../../../../test/fake-saola';
import { ClassLevelList } from './class-level-list';
import { classLevelServer } from './class-level-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  const answers = failed
    ? { '/Lms/ClassLevel/List': refuse(500, 'Lỗi máy chủ') }
    : classLevelServer(empty ? [] : undefined);
  return (
    <WithFakeSaola answers={answers}>
      <ClassLevelList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Class levels', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const ClassLevels: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
