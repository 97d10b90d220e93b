/**
 * Shared Vitest settings: when REPORTS_DIR is set (by `npm test`), every suite also writes a JSON
 * report there, and scripts/test.mjs sums them into the closing `N passed, N failed` line.
 */
export function reporting(suite: string) {
  const dir = process.env.REPORTS_DIR;
  return dir
    ? { reporters: ['default', 'json'], outputFile: { json: `${dir}/${suite}.json` } }
    : { reporters: ['default'] };
}
