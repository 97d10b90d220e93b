import { hash } from '@node-rs/argon2';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** One demo account per role (issue 2 §7); every one shares this password. */
export const DEMO_PASSWORD = 'Demo-2026!';

export const DEMO_ROLES = [
  'SUPER_ADMIN',
  'ADMIN',
  'ADMIN_PLUS',
  'RISK_ADMIN',
  'MICRO_ADMIN',
  'COMERCIAL',
  'COMERCIAL_PLUS',
  'RISK',
  'RECOBRO',
  'MICRO_RECOBRO',
  'BE',
  'JUDICIAL',
  'VENTAS',
] as const;

export interface DemoAccount {
  role: (typeof DEMO_ROLES)[number];
  username: string;
  email: string;
}

/** `SUPER_ADMIN` → `super-admin@demo.test`, username `super-admin`. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_ROLES.map((role) => {
  const username = role.toLowerCase().replace(/_/g, '-');
  return { role, username, email: `${username}@demo.test` };
});

/**
 * Issue 14 four-eyes: a second ADMIN, so that a request of `admin` can be approved by another
 * person in the demo. Apart from DEMO_ACCOUNTS (one per role), which the role matrices walk.
 */
export const EXTRA_DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'ADMIN', username: 'admin-2', email: 'admin-2@demo.test' },
];

export async function seedDemoUsers(db: Db): Promise<void> {
  // One hash for all: same password, and argon2id at its default cost is deliberately slow.
  const passwordHash = await hash(DEMO_PASSWORD);
  await db
    .insert(users)
    .values(
      [...DEMO_ACCOUNTS, ...EXTRA_DEMO_ACCOUNTS].map((a) => ({
        username: a.username,
        email: a.email,
        passwordHash,
        firstname: 'Demo',
        lastname: a.role,
        roles: [`ROLE_${a.role}`],
        tipo: 'empleado',
        enabled: true,
        emailVerificado: true,
      })),
    )
    .onConflictDoNothing();
}
