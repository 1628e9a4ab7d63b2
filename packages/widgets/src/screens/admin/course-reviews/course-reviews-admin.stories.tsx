import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok, WithFakeSaola } from '../../../../test/fake-saola';
import { reviews, threads } from '../../student/shared/learning.fixtures';
import { CourseReviewsAdmin } from './course-reviews-admin';

function Scenario() {
  return (
    <WithFakeSaola
      answers={{
        '/Lms/Review/AdminList': ok({ data: reviews.data, total: reviews.total }),
        '/Lms/Question/AdminList': ok(threads),
      }}
    >
      <CourseReviewsAdmin />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Reviews and comments', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Reviews: Story = {};
