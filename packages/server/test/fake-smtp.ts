import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server on loopback that keeps what it receives, for tests of the mails the server sends. With
 * `login`, only those credentials are accepted (proving the saved password reaches it); else anyone may send.
 */
export async function startFakeSmtp(login?: { username: string; password: string }) {
  const received: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    ...(login
      ? {
          allowInsecureAuth: true,
          onAuth(auth, _session, done) {
            if (auth.username === login.username && auth.password === login.password)
              done(null, { user: login.username });
            else done(new Error('bad credentials'));
          },
        }
      : { authOptional: true }),
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const wake of waiters.splice(0)) wake();
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    received,
    /** Takes the first mail to `to` whose subject holds `subject`, waiting up to five seconds for it. */
    async next(to: string, subject = ''): Promise<ParsedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = received.find(
          (m) => JSON.stringify(m.to).includes(to) && (m.subject ?? '').includes(subject),
        );
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
