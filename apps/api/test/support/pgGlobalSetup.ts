import type { TestProject } from 'vitest/node';
import { startPgCluster } from './pgCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

/** Starts one throwaway cluster for the PostgreSQL project (or uses TEST_DATABASE_URL). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const cluster = await startPgCluster();
  project.provide('pgUrl', cluster.url);
  return () => cluster.stop();
}
