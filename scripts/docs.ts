// `npm run docs`: writes the tables of the docs that are derived from the code, between their
// markers, so nobody edits them by hand. A test fails when one is stale (it names this command).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loanTransitionsMarkdown } from '@backoffice/domain';

const root = resolve(import.meta.dirname, '..');

/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` in a docs file. */
function writeBetween(file: string, name: string, body: string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const open = `<!-- ${name}:start -->\n`;
  const close = `\n<!-- ${name}:end -->`;
  const from = text.indexOf(open);
  const to = text.indexOf(close);
  if (from < 0 || to < from) throw new Error(`${file} has no ${name} markers`);
  const next = text.slice(0, from + open.length) + body + text.slice(to);
  if (next !== text) writeFileSync(path, next);
  console.log(`${file}: ${name} ${next === text ? 'up to date' : 'written'}`);
}

writeBetween('docs/reference/loans.md', 'loan-transitions', loanTransitionsMarkdown());
