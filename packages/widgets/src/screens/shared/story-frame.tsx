import { session } from '@saola/core/session';
import type { ReactNode } from 'react';
import { type Answers, demoConfig, refuse, WithFakeSaola } from '../../../test/fake-saola';

interface FrameProps {
  /** What the fake server answers for this story. */
  answers: Answers;
  screen: ReactNode;
}

function SignedIn({ user, answers, screen }: FrameProps & { user: NonNullable<typeof session.user> }) {
  session.user = user;
  return <WithFakeSaola answers={answers}>{screen}</WithFakeSaola>;
}

/** A story's frame: the screen as the school's administrator sees it, over a fake server. */
export function AsAdmin(props: FrameProps) {
  return <SignedIn user={{ ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 }} {...props} />;
}

/** A story's frame: the screen as the demo learner sees it, over a fake server. */
export function AsLearner(props: FrameProps) {
  return <SignedIn user={{ ...demoConfig.user, idType: 4 }} {...props} />;
}

/** The states a list's story shows: its rows, none, or its list call refused. */
export interface ListState {
  empty?: boolean;
  failed?: boolean;
}

/** What the fake server answers for a list story in `state`: `server` with its own rows or none, or a refusal. */
export function listAnswers(
  server: (rows?: []) => Answers,
  listCall: string,
  { empty, failed }: ListState,
): Answers {
  return failed ? { [listCall]: refuse(500, 'Lỗi máy chủ') } : server(empty ? [] : undefined);
}
