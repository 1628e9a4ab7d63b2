import type { CourseCategory } from '@saola/core/api';
import { session } from '@saola/core/session';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoConfig, WithFakeSaola } from '../../../../test/fake-saola';
import { CourseCategoryList } from './course-category-list';
import { CATEGORIES, categoryServer } from './course-category-list.fixtures';

function Scenario({ categories }: { categories: CourseCategory[] }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return (
    <WithFakeSaola answers={categoryServer(categories)}>
      <CourseCategoryList />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course categories', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tree: Story = { args: { categories: CATEGORIES } };
export const NoneYet: Story = { args: { categories: [] } };
