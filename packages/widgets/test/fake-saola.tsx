import type { TransportRequest, TransportResponse } from '@saola/core/http';
import { render } from '@testing-library/react';
import { type ReactElement, type ReactNode, useState } from 'react';
import { createSaola, SaolaProvider } from '../src/runtime/saola';

export type Answer =
  | TransportResponse
  | ((request: TransportRequest) => TransportResponse | Promise<TransportResponse>);

export const ok = (data: unknown, message = ''): TransportResponse => ({
  status: 200,
  data: { error: false, code: 200, message, data },
});
export const refuse = (code: number, message: string, data: unknown = null): TransportResponse => ({
  status: code,
  data: { error: true, code, message, data },
});

export type Answers = Record<string, Answer>;

/** A Saola runtime over a fake server that answers by path, for component tests and stories. */
export function fakeSaola(answers: Record<string, Answer>) {
  const sent: TransportRequest[] = [];
  const saola = createSaola({
    baseUrl: 'http://saola.test',
    transport: async (request) => {
      sent.push(request);
      const answer = answers[new URL(request.url).pathname];
      if (!answer) return refuse(404, 'not found');
      return typeof answer === 'function' ? answer(request) : answer;
    },
  });
  const wrap = ({ children }: { children: ReactNode }) => (
    <SaolaProvider saola={saola}>{children}</SaolaProvider>
  );
  return { saola, sent, wrap };
}

/** A story's screen over a fake server that answers by path (made once per story, not per render). */
export function WithFakeSaola({
  answers,
  children,
}: {
  answers: Record<string, Answer>;
  children: ReactNode;
}) {
  const [fake] = useState(() => fakeSaola(answers));
  return <fake.wrap>{children}</fake.wrap>;
}

/** Renders a component under test over a fake server; answers the runtime and the requests it sent. */
export function renderWithFake(ui: ReactElement, answers: Record<string, Answer>) {
  const fake = fakeSaola(answers);
  render(<fake.wrap>{ui}</fake.wrap>);
  return fake;
}

export const demoConfig = {
  user: { id: 1, fullName: 'Phạm Thu Trang', username: 'student', idType: 4, avatarUrl: null },
  website: {
    idSite: 1,
    name: 'Saola Demo School',
    logoUrl: null,
    faviconUrl: null,
    isK12: true,
    isK12OrBusiness: false,
    isUniversity: false,
    isSetStrongPassword: true,
    userAnalyticApiUrl: null,
    timeZone: 'Asia/Ho_Chi_Minh',
  },
  menus: [],
  marketingSettings: { isOnFbComment: false, fbAppId: null },
};
