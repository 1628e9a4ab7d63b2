import { parseArgs } from 'node:util';
import { loadAllDictionaries } from '@saola/core/i18n';
import { connect } from './db/connect';
import { migrate } from './db/migrations';
import { PasswordHasher } from './security/passwords';
import { readSettings } from './settings';
import { ask } from './setup/prompt';
import { type SchoolSetup, SetupError, setUpSchool, setupProblems } from './setup/school';

const USAGE = `Usage: pnpm saola <command>

  setup     create a school and its owner on the configured database (DATABASE_URL or DATA_DIR)
            --school NAME  --domain HOST  --origin URL (repeatable)  --locale vi|en|lo
            --owner-username NAME  --owner-name FULL_NAME  --owner-email EMAIL
            --owner-password PASSWORD (or SAOLA_OWNER_PASSWORD; asked for when neither is given)
            Without a terminal every required value must be given; with one, missing values are asked for.
  migrate   bring the database's schema up to date`;

const FLAGS = {
  school: { type: 'string' },
  domain: { type: 'string' },
  origin: { type: 'string', multiple: true },
  locale: { type: 'string' },
  'owner-username': { type: 'string' },
  'owner-name': { type: 'string' },
  'owner-email': { type: 'string' },
  'owner-password': { type: 'string' },
  help: { type: 'boolean' },
} as const;

async function gather(values: ReturnType<typeof parseArgs<{ options: typeof FLAGS }>>['values']) {
  const interactive = Boolean(process.stdin.isTTY);
  const input: Partial<SchoolSetup> = {
    schoolName: values.school,
    domain: values.domain,
    origins: values.origin,
    locale: values.locale as SchoolSetup['locale'],
    ownerUsername: values['owner-username'],
    ownerFullName: values['owner-name'],
    ownerEmail: values['owner-email'],
    ownerPassword: values['owner-password'] ?? process.env.SAOLA_OWNER_PASSWORD,
  };
  if (!interactive) return input;
  input.schoolName ??= await ask("The school's name: ");
  input.domain ??= (await ask("Its own domain (blank: this server's default school): ")) || undefined;
  input.ownerUsername ??= await ask("The owner's username: ");
  input.ownerFullName ??= await ask("The owner's full name: ");
  input.ownerEmail ??= (await ask("The owner's email (optional): ")) || undefined;
  while (!input.ownerPassword) {
    const first = await ask(
      'A password for the owner (8+ characters, upper, lower, digit, one of !@#$%^&*): ',
      true,
    );
    const again = await ask('The same password again: ', true);
    if (first === again) input.ownerPassword = first;
    else console.error('The two passwords differ; try again.');
  }
  return input;
}

async function setup(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: FLAGS, strict: true });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const input = await gather(values);
  const problems = setupProblems(input);
  if (problems.length) {
    console.error(
      `Saola setup: nothing was created.\n${problems.map((p) => `  ${p}`).join('\n')}\n\n${USAGE}`,
    );
    return 2;
  }
  const settings = readSettings();
  const connection = await connect(settings);
  try {
    await migrate(connection.db as never);
    const made = await setUpSchool(connection.db, new PasswordHasher(), input as SchoolSetup);
    const where = input.domain ? `https://${input.domain.toLowerCase()}` : 'this server (the default school)';
    console.log(
      `Saola setup: ${input.schoolName} is ready at ${where}; sign in as ${input.ownerUsername}.` +
        (made.isDefault ? '' : ' (Point the domain at this server.)'),
    );
    return 0;
  } catch (error) {
    if (error instanceof SetupError) {
      console.error(`Saola setup: nothing was created.\n  ${error.message}`);
      return 2;
    }
    throw error;
  } finally {
    await connection.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
// Messages are in English on an operator's terminal; only Vietnamese is built in.
await loadAllDictionaries();
let code: number;
if (command === 'setup') code = await setup(rest);
else if (command === 'migrate') {
  const connection = await connect(readSettings());
  await migrate(connection.db as never);
  await connection.close();
  console.log('Saola: the database schema is up to date.');
  code = 0;
} else {
  console.log(USAGE);
  code = command && command !== 'help' ? 2 : 0;
}
process.exit(code);
