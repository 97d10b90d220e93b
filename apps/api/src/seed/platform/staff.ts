import * as s from '../../db/schema';
import { bulk, NO_LOGIN, person } from '../common';
import { DEMO_ACCOUNTS } from '../demoUsers';
import { dni, slug } from '../random';
import type { SeedContext, Staff } from './context';

/** Platform sales agents (staff with ROLE_COMERCIAL), besides the demo ones. */
export async function seedStaff({ tx, rng }: SeedContext): Promise<Staff> {
  const demo = new Map<string, number>();
  const staffRows = await tx.select({ id: s.users.id, username: s.users.username }).from(s.users);
  for (const r of staffRows) demo.set(r.username, r.id);
  const demoId = (role: string) => {
    const a = DEMO_ACCOUNTS.find((x) => x.role === role);
    const id = a ? demo.get(a.username) : undefined;
    if (id === undefined) throw new Error(`demo user ${role} missing: seed the demo users first`);
    return id;
  };
  const comercialDemo = demoId('COMERCIAL');
  const comercialPlusDemo = demoId('COMERCIAL_PLUS');
  const managerDemos = ['MICRO_ADMIN', 'ADMIN', 'ADMIN_PLUS', 'RISK_ADMIN', 'SUPER_ADMIN'].map(demoId);

  // Platform sales agents (staff with ROLE_COMERCIAL), besides the demo ones.
  const agentPeople = Array.from({ length: 8 }, () => person(rng));
  const agentUserIds = await bulk(
    tx,
    s.users,
    agentPeople.map((p, i) => ({
      username: `${slug(p.firstname)}.${slug(p.lastname.split(' ')[0] ?? '')}${i}`,
      email: `${slug(p.firstname)}.${slug(p.lastname.split(' ')[0] ?? '')}${i}@plataforma.test`,
      passwordHash: NO_LOGIN,
      ...p,
      roles: ['ROLE_COMERCIAL'],
      tipo: 'empleado',
      emailVerificado: true,
      dni: dni(rng),
      reference: `COM${String(i + 1).padStart(3, '0')}`,
    })),
  );
  const platformAgents = [comercialDemo, comercialPlusDemo, ...agentUserIds];
  await bulk(
    tx,
    s.salesAgents,
    platformAgents.map((userId) => ({ userId, active: true })),
  );
  return { demoId, comercialDemo, managerDemos, agentUserIds, platformAgents };
}
