/**
 * The Chromatic workflow cannot run here (it needs the hosted CI and the project token), so this
 * checks what it would do: a valid workflow that, on every pull request, builds this Storybook with
 * its `build` script and fails on unreviewed changes, with TurboSnap on.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { steps: Step[] }>;
}

const workflow = parse(read('../../.github/workflows/chromatic.yml')) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const chromatic = steps.find((s) => s.uses?.startsWith('chromaui/action@'));
const pkg = JSON.parse(read('./package.json')) as { name: string; scripts: Record<string, string> };

describe('.github/workflows/chromatic.yml', () => {
  test('runs on every pull request', () => {
    expect(Object.keys(workflow.on)).toContain('pull_request');
    expect(workflow.on.pull_request).toBeNull(); // no branch or path filter
  });

  test('installs, then builds this Storybook with its build script and publishes it', () => {
    const install = steps.findIndex((s) => s.run === 'npm ci');
    expect(install).toBeGreaterThanOrEqual(0);
    expect(chromatic).toBeDefined();
    expect(steps.indexOf(chromatic!)).toBeGreaterThan(install);
    expect(chromatic!.with?.workingDir).toBe('apps/storybook');
    const script = chromatic!.with?.buildScriptName as string;
    expect(pkg.name).toBe('@backoffice/storybook');
    expect(pkg.scripts[script]).toMatch(/^storybook build\b/);
  });

  test('uses the project token from the CI secrets', () => {
    // GitHub's expression syntax, not a JavaScript template.
    expect(chromatic!.with?.projectToken).toMatch(/^\$\{\{ *secrets\.CHROMATIC_PROJECT_TOKEN *\}\}$/);
  });

  test('fails on unreviewed changes, here and in the local chromatic script', () => {
    expect(chromatic!.with?.exitZeroOnChanges).toBe(false);
    expect(pkg.scripts.chromatic).not.toContain('--exit-zero-on-changes');
  });

  test('captures only changed stories (TurboSnap) with the full history checked out', () => {
    expect(chromatic!.with?.onlyChanged).toBe(true);
    const checkout = steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
  });
});
