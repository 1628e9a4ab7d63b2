import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok, WithFakeSaola } from '../../../../test/fake-saola';
import { StudyList } from './study-list';
import { studyRows } from './study-list.fixtures';

function Scenario({ name }: { name?: string }) {
  return (
    <WithFakeSaola
      answers={{ '/Lms/Study/List': ok(studyRows), '/Lms/Course/List': ok({ data: [], total: 0 }) }}
    >
      <StudyList {...(name ? { idUser: 3, name } : {})} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Learning progress', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Everyone: Story = { args: {} };
export const OneStudent: Story = { args: { name: 'Phạm Thu Trang' } };
