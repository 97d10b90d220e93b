/**
 * A repository-wide rule, checked in the domain suite because it is the fastest one and runs on
 * every `npm test`: no source file (TypeScript or a Node script) outside tests, stories, fixtures
 * and generated files is longer than MAX_LINES. A longer one is split along its seams: one module
 * per section, per list or per area, re-exported from where callers already import it (see
 * routes/loanDetail/, seed/platform/, shared/messages/).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 500;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Folders that hold no source: installed packages, build output, reports, databases. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'storybook-static', 'data']);
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
/** The same exclusions as `git ls-files | grep -vE 'test|stories|fixtures|generated'`. */
const NOT_SOURCE = /test|stories|fixtures|generated/;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) out.push(...sourceFiles(path));
    } else if (SOURCE.test(entry.name) && !NOT_SOURCE.test(relative(ROOT, path))) out.push(path);
  }
  return out;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

describe('source files', () => {
  const files = ['apps', 'packages', 'scripts'].flatMap((top) => sourceFiles(join(ROOT, top)));

  it('finds the sources it measures', () => {
    const names = files.map((f) => relative(ROOT, f));
    expect(names).toContain('packages/domain/src/shared/messages.ts');
    expect(names).toContain('apps/api/src/app.ts');
    expect(names.some((n) => n.endsWith('.test.ts'))).toBe(false);
  });

  it(`keeps every one within ${MAX_LINES} lines`, () => {
    const long = files
      .map((f) => ({ file: relative(ROOT, f), lines: lineCount(readFileSync(f, 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
