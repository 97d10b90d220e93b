import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pgCluster';
import { buildTemplate, TEMPLATE_SEEDS } from './templates';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** Template databases by seed: each test file copies one (CREATE DATABASE ... TEMPLATE). */
    pgTemplates: Record<string, string>;
  }
}

/** Starts one throwaway cluster for a PostgreSQL project (or uses TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  let stop = () => {};
  let base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const cluster = await startPgCluster();
    base = cluster.url;
    stop = () => cluster.stop();
  }
  project.provide('pgUrl', base);
  const templates: Record<string, string> = {};
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (const seed of TEMPLATE_SEEDS) {
      // Per project too: both PostgreSQL projects make their templates at once, which on one
      // TEST_DATABASE_URL would otherwise be the same databases.
      const name = `tpl_${seed}_${process.pid}_${project.name.replace(/\W/g, '_')}`;
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(base);
      url.pathname = `/${name}`;
      await buildTemplate(seed, url.toString());
      templates[seed] = name;
    }
  } finally {
    await admin.end();
  }
  project.provide('pgTemplates', templates);
  return async () => {
    if (process.env.TEST_DATABASE_URL) {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      for (const name of Object.values(templates))
        await c.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await c.end();
    }
    stop();
  };
}
