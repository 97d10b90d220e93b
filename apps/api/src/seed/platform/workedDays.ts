/** The worked days of the demo sales staff. */
import { SELECTABLE_WORKED_DAY_REASONS } from '@backoffice/domain';
import * as s from '../../db/schema';
import { bulk, daysAgo, isoDate } from '../common';
import type { SeedContext, Staff } from './context';

/**
 * Worked days of the demo sales staff over the three weeks before the seed's day (weekdays only),
 * leaving the current week to impute: the screen opens on it, whatever the day of the week.
 */
export async function seedWorkedDays({ tx, rng }: SeedContext, staff: Staff) {
  const { demoId, comercialDemo } = staff;
  const sinceMonday = (daysAgo(0).getUTCDay() + 6) % 7;
  const wd: (typeof s.workedDays.$inferInsert)[] = [];
  for (const uid of [comercialDemo, demoId('MICRO_ADMIN')]) {
    for (let d = 21; d > sinceMonday; d -= 1) {
      const day = daysAgo(d);
      const dow = day.getUTCDay();
      if (dow === 0 || dow === 6) continue;
      const full = rng.chance(0.8);
      wd.push({
        userId: uid,
        date: isoDate(day),
        hours: full ? 8 : rng.int(0, 7),
        reason: full ? 'HORARIO_CUMPLIDO' : rng.pick(SELECTABLE_WORKED_DAY_REASONS),
      });
    }
  }
  await bulk(tx, s.workedDays, wd);
}
