import type { Chapter } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { CourseCurriculum } from './course-curriculum';
import { CHAPTERS, curriculumServer } from './course-curriculum.fixtures';

function Scenario({ chapters }: { chapters: Chapter[] }) {
  return (
    <WithFakeSaola answers={curriculumServer(chapters)}>
      <CourseCurriculum idCourse={7} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course curriculum', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoChapters: Story = { args: { chapters: CHAPTERS } };
export const Empty: Story = { args: { chapters: [] } };
