import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { emailLooksValid, passwordError } from '@backoffice/domain';
import { hash } from '@node-rs/argon2';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';

/**
 * `npm run create-admin -- --email a@b.es [--username a] [--password ...]`: creates the first
 * SUPER_ADMIN of a production database. Asks for what is missing when run in a terminal.
 */
const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    firstname: { type: 'string', default: 'Admin' },
    lastname: { type: 'string', default: '' },
  },
});

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await rl.question(question);
  rl.close();
  return answer.trim();
}

const email = values.email ?? (await ask('Email: '));
const username = values.username ?? email.split('@')[0] ?? '';
const password =
  values.password ?? process.env.ADMIN_PASSWORD ?? (await ask('Contraseña (12 caracteres o más): '));
if (!emailLooksValid(email)) {
  console.error('El email no es válido.');
  process.exit(1);
}
const passwordProblem = passwordError(password);
if (passwordProblem) {
  console.error(passwordProblem);
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const created = await database.db
  .insert(users)
  .values({
    username,
    email,
    passwordHash: await hash(password),
    firstname: values.firstname ?? 'Admin',
    lastname: values.lastname ?? '',
    roles: ['ROLE_SUPER_ADMIN'],
    tipo: 'empleado',
    enabled: true,
    emailVerificado: true,
  })
  .onConflictDoNothing()
  .returning({ id: users.id });
await database.close();
if (created.length === 0) {
  console.error(`Email ya en uso: ${username}`);
  process.exit(1);
}
console.log(`Administrador ${email} creado (id ${created[0]?.id}).`);
