import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok, WithFakeSaola } from '../../../../test/fake-saola';
import { outline, reviews, threads } from '../shared/learning.fixtures';
import { CourseDetail } from './course-detail';

function Scenario({ course }: { course: typeof outline }) {
  return (
    <WithFakeSaola
      answers={{
        '/Lms/Learning/Course': ok(course),
        '/Lms/Review/List': ok(reviews),
        '/Lms/Question/List': ok(threads),
      }}
    >
      <CourseDetail idCourse={course.id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Course detail', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Enrolled: Story = { args: { course: outline } };
/** Not enrolled: only the trial lesson opens. */
const visitor = {
  ...outline,
  enrolled: false,
  progress: 0,
  nextLesson: 1,
  chapters: outline.chapters.map((c) => ({
    ...c,
    lessons: c.lessons.map((l, i) => ({
      ...l,
      completed: false,
      percent: 0,
      isTrial: i === 0,
      locked: i === 0 ? null : ('enrol' as const),
    })),
  })),
};

export const Visitor: Story = { args: { course: visitor } };
/** A free public course: the learner enrols herself. */
export const FreeToEnrol: Story = { args: { course: { ...visitor, selfEnrol: true } } };
