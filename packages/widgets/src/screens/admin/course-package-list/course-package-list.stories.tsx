import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { CoursePackageList } from './course-package-list';
import { packageServer } from './course-package-list.fixtures';

function Scenario() {
  return <AsAdmin answers={packageServer()} screen={<CoursePackageList />} />;
}

const meta = { title: 'Screens/Course packages', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Packages: StoryObj<typeof meta> = {};
