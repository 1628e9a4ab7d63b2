import type { CourseCategory } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AsAdmin } from '../../shared/story-frame';
import { CourseCategoryList } from './course-category-list';
import { CATEGORIES, categoryServer } from './course-category-list.fixtures';

function Scenario({ categories }: { categories: CourseCategory[] }) {
  return <AsAdmin answers={categoryServer(categories)} screen={<CourseCategoryList />} />;
}

const meta = { title: 'Screens/Course categories', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tree: Story = { args: { categories: CATEGORIES } };
export const NoneYet: Story = { args: { categories: [] } };
