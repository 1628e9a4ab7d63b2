import type { Meta, StoryObj } from '@storybook/react-vite';
import { WithFakeSaola } from '../../../../test/fake-saola';
import { packageServer } from './buy-course.fixtures';
import { PackageOffers } from './package-offers';

function Scenario() {
  return (
    <WithFakeSaola answers={packageServer()}>
      <PackageOffers idCourse={9} onPaid={() => {}} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Packages on a course page', component: Scenario } satisfies Meta<
  typeof Scenario
>;
export default meta;
export const Offers: StoryObj<typeof meta> = {};
