import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, openDatabase } from '../src/db/client';
import { rowsOf } from '../src/lib/rows';

/** Issue 12: two servers on one PGlite data folder must not both open it. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-lock-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string) {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

describe('the PGlite data folder lock', () => {
  it('refuses a second database on an open folder with the Spanish message; after close a new one opens', async () => {
    const dir = folder('shared');
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));

    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(messages.server.dataDirLocked(dir, process.pid));
    expect(messages.server.dataDirLocked(dir, process.pid)).toMatch(/ya está en uso por otro servidor/);
    // The refused one leaves the lock of the first alone, and the first still works.
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await first.db.execute(sql`create table kept (n int)`);
    await first.db.execute(sql`insert into kept values (7)`);

    await first.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    const third = await openDatabase({ dataDir: dir });
    expect(rowsOf(await third.db.execute(sql`select n from kept`))).toEqual([{ n: 7 }]);
    await third.close();
  }, 120_000);

  it('refuses a folder that another running process holds', async () => {
    const dir = folder('other-process');
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      const pid = other.pid as number;
      writeFileSync(join(dir, LOCK_FILE), String(pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(messages.server.dataDirLocked(dir, pid));
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(pid));
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the stale lock of a process that no longer runs', async () => {
    const dir = folder('stale');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, LOCK_FILE), String(gone));
    const database = await openDatabase({ dataDir: dir });
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock holding its own pid that this process never took (a restarted container)', async () => {
    const dir = folder('same-pid');
    writeFileSync(join(dir, LOCK_FILE), String(process.pid));
    const database = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await database.close();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});
