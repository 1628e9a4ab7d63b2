import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../shared/admin-story';
import { ClassLevelList } from './class-level-list';
import { classLevelServer } from './class-level-list.fixtures';

function Scenario({ empty = false, failed = false }: { empty?: boolean; failed?: boolean }) {
  const answers = failed
    ? { '/Lms/ClassLevel/List': refuse(500, 'Lỗi máy chủ') }
    : classLevelServer(empty ? [] : undefined);
  return <AsAdmin answers={answers} screen={<ClassLevelList />} />;
}

const meta = { title: 'Screens/Class levels', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const ClassLevels: StoryObj<typeof meta> = {};
export const Empty: StoryObj<typeof meta> = { args: { empty: true } };
export const LoadFailed: StoryObj<typeof meta> = { args: { failed: true } };
