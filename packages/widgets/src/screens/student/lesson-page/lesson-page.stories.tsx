import type { LessonView } from '@saola/core/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ok, WithFakeSaola } from '../../../../test/fake-saola';
import {
  lockedLesson,
  outline,
  quizAttempt,
  quizLesson,
  quizOverview,
  quizPassed,
  textLesson,
  videoLesson,
  youtubeLesson,
} from '../shared/learning.fixtures';
import { fakeYouTube, refusingYouTube } from './fake-youtube';
import { LessonPage } from './lesson-page';

function Scenario({ view, youtube = fakeYouTube }: { view: LessonView; youtube?: unknown }) {
  (window as { YT?: unknown }).YT = youtube;
  return (
    <WithFakeSaola
      answers={{
        '/Lms/Learning/Lesson': ok(view),
        '/Lms/Learning/Course': ok(outline),
        '/Lms/Learning/Progress': ok(view.progress),
        '/Lms/Learning/Complete': ok({ ...view.progress, completed: true, percent: 100 }),
        '/Lms/Quiz/Overview': ok(quizOverview),
        '/Lms/Quiz/Start': ok(quizAttempt),
        '/Lms/Quiz/Submit': ok(quizPassed),
        '/Lms/Learning/VideoFailed': ok({ reported: true }),
      }}
    >
      <LessonPage idCourse={view.idCourse} idLesson={view.lesson.id} />
    </WithFakeSaola>
  );
}

const meta = { title: 'Screens/Lesson page', component: Scenario } satisfies Meta<typeof Scenario>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UploadedVideo: Story = { args: { view: videoLesson } };
export const YouTube: Story = { args: { view: youtubeLesson } };
export const YouTubeRefused: Story = { args: { view: youtubeLesson, youtube: refusingYouTube(150) } };
export const Reading: Story = { args: { view: textLesson } };
export const Quiz: Story = { args: { view: quizLesson } };
export const Locked: Story = { args: { view: lockedLesson } };
