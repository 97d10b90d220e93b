import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The apps/api folder, found from this file whether it runs from src/ (tsx) or from the dist/ bundle. */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@backoffice/api') return dir;
    dir = dirname(dir);
  }
  throw new Error('apps/api package.json not found');
}

export const apiRoot = findApiRoot();
export const migrationsFolder = join(apiRoot, 'drizzle');
/** Default data folder (PGlite files, uploaded documents, the dev JWT secret). */
export const defaultDataDir = resolve(process.env.DATA_DIR ?? join(apiRoot, '..', '..', 'data'));
/** The built admin app served at `/`. */
export const defaultAdminDist = resolve(process.env.ADMIN_DIST ?? join(apiRoot, '..', 'admin', 'dist'));
