import { session } from '@saola/core/session';
import type { ReactNode } from 'react';
import { type Answers, demoConfig, WithFakeSaola } from '../../../../test/fake-saola';

/** A story's frame: the screen as the school's administrator sees it, over a fake server answering `answers`. */
export function AsAdmin({ answers, screen }: { answers: Answers; screen: ReactNode }) {
  session.user = { ...demoConfig.user, fullName: 'Nguyễn Thị Hoa', idType: 2 };
  return <WithFakeSaola answers={answers}>{screen}</WithFakeSaola>;
}
