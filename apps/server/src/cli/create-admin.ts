// `npm run create-admin -- --email you@museum.dk`: the first platform admin of a Foyer without
// demo data. Asks for the password on a terminal, reads it from stdin with --password-stdin, or
// else generates one and prints it once. With the embedded database, stop the server first.
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { ConfigError, readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { MIN_PASSWORD_LENGTH, PlatformAdminError, createPlatformAdmin, generatedPassword } from './platform-admin.js';

const USAGE = `Usage: npm run create-admin -- --email ADDRESS [--org-id ID | --organization NAME]
                            [--first-name NAME] [--last-name NAME] [--password-stdin]`;

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput.bind(rl);
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => write(text.startsWith(question) ? text : '');
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function choosePassword(fromStdin: boolean): Promise<{ password: string; generated: boolean }> {
  if (fromStdin) return { password: await readStdin(), generated: false };
  if (!process.stdin.isTTY) return { password: generatedPassword(), generated: true };
  const first = await askHidden(`Password (at least ${MIN_PASSWORD_LENGTH} characters; empty: generate one): `);
  if (first === '') return { password: generatedPassword(), generated: true };
  if ((await askHidden('Password again: ')) !== first) throw new PlatformAdminError('The passwords differ');
  return { password: first, generated: false };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'org-id': { type: 'string' },
      organization: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  if (!values.email) throw new PlatformAdminError(USAGE);
  const config = readConfig();
  const { password, generated } = await choosePassword(values['password-stdin']);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    preparedStatements: config.preparedStatements,
    poolSize: config.databasePoolSize,
  });
  try {
    const created = await createPlatformAdmin(database.db, {
      email: values.email,
      password,
      orgId: values['org-id'],
      organizationName: values.organization,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(`Created the platform admin ${values.email} (organisation ${created.orgId}).\n`);
    if (generated) process.stdout.write(`Password (shown once, change it after signing in): ${password}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof PlatformAdminError || error instanceof ConfigError;
  process.stderr.write(`${known ? (error as Error).message : `create-admin failed: ${String(error)}`}\n`);
  process.exit(1);
});
