import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, TEMPLATE_SEEDS } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: Record<string, string>;
  }
}

/**
 * Migrates and seeds PGlite once per run and dumps its data folder: each test file then starts
 * from the dump (about a second) instead of running initdb, migrations and the seed again.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'backoffice-pglite-templates-'));
  const files: Record<string, string> = {};
  for (const seed of TEMPLATE_SEEDS) {
    const dump = await buildTemplate(seed);
    if (!dump) throw new Error('PGlite dump missing');
    const file = join(dir, `${seed}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    files[seed] = file;
  }
  project.provide('pgliteTemplates', files);
  return () => rmSync(dir, { recursive: true, force: true });
}
