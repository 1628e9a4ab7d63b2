import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { CoursePackageList } from './course-package-list';
import { packageServer } from './course-package-list.fixtures';

function Scenario() {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={packageServer()}>
      <CoursePackageList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course packages', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Packages: StoryObj<typeof meta> = {};
