import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { packageServer } from '../course-package-list/course-package-list.fixtures';
import { CoursePackageForm } from './course-package-form';

function Scenario({ id }: { id?: number }) {
  return (
    <WithFakeSaola answers={packageServer()}>
      <CoursePackageForm id={id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course package form', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewPackage: Story = { args: {} };
export const EditPackage: Story = { args: { id: 1 } };
