import type { Meta, StoryObj } from '@storybook/react-vite';
import { refuse } from '../../../../test/fake-saola';
import { AsAdmin } from '../../shared/story-frame';
import { GeneralReport } from './general-report';
import { GENERAL, generalServer } from './general-report.fixtures';

function Scenario({ state }: { state: 'filled' | 'empty' | 'failed' }) {
  const answers =
    state === 'filled'
      ? generalServer()
      : state === 'empty'
        ? generalServer({
            ...GENERAL,
            totals: { ...GENERAL.totals, learners: 0, enrolments: 0 },
            periods: [],
            units: [],
            courses: [],
          })
        : { ...generalServer(), '/Lms/Report/General': refuse(500, 'Lỗi máy chủ') };
  return <AsAdmin answers={answers} screen={<GeneralReport from="2026-11-01" to="2026-11-30" />} />;
}

const meta = { title: 'Screens/General report', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
export const Filled: StoryObj<typeof meta> = { args: { state: 'filled' } };
export const Empty: StoryObj<typeof meta> = { args: { state: 'empty' } };
export const Failed: StoryObj<typeof meta> = { args: { state: 'failed' } };
