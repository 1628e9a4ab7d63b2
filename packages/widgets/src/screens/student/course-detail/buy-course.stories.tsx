import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { BuyCourse } from './buy-course';
import { buyServer } from './buy-course.fixtures';

function Scenario() {
  return (
    <WithFakeSaola answers={buyServer({ paidAfter: 1_000_000 })}>
      <BuyCourse idCourse={9} name="IELTS Writing Band 7+" onPaid={() => {}} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Buy a course', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Offer: StoryObj<typeof meta> = {};
