/**
 * Every screen that loads data shows its loading, error and forbidden states, and its empty state
 * when it can be empty, each as a story (so each is rendered, played, checked with axe and
 * pictured). A screen loads data when its stories pass a `state` (a LoadState) to it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const screens = fileURLToPath(new URL('../../packages/ui/src/screens', import.meta.url));

/** Screens whose stories pass a `state` that is not a load state, or that cannot be empty: why. */
const EXCEPTIONS: Readonly<Record<string, { readonly notALoad?: string; readonly neverEmpty?: string }>> = {
  'loan/flows/LoanFlowDialog/LoanFlowDialog.stories.tsx': {
    notALoad: "its state is the flow machine's step",
  },
  'loan/flows/LoanLenderModal/LoanLenderModal.stories.tsx': {
    notALoad: "its state is the lender machine's step",
  },
  'affiliate/AffiliateDetailScreen/AffiliateDetailScreen.stories.tsx': {
    neverEmpty: 'the frame of one record',
  },
  'affiliate/AffiliateDetailStructure/AffiliateDetailStructure.stories.tsx': {
    neverEmpty: 'the affiliate itself is always in its structure',
  },
  'investor/detail/InvestorDetailAccount/InvestorDetailAccount.stories.tsx': {
    neverEmpty: 'an investor without an account is its NoAccount story',
  },
  'investor/detail/InvestorDetailScreen/InvestorDetailScreen.stories.tsx': {
    neverEmpty: 'the frame of one record',
  },
  'tools/MonthInstallmentsScreen/MonthInstallmentsScreen.stories.tsx': {
    neverEmpty: 'a form with its preview',
  },
  'tools/SalesAgentDetailScreen/SalesAgentDetailScreen.stories.tsx': { neverEmpty: 'one sales agent' },
};

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? storiesFiles(join(dir, e.name))
      : e.name.endsWith('.stories.tsx')
        ? [join(dir, e.name)]
        : [],
  );
}

/** Every component of a folder named after it: `<Name>/<Name>.tsx`. */
function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (!e.isDirectory()) return [];
    const own = join(path, `${e.name}.tsx`);
    return [...(existsSync(own) ? [own] : []), ...componentFiles(path)];
  });
}

const exported = (text: string, name: RegExp) => new RegExp(`export const ${name.source}\\b`).test(text);

describe('screen states', () => {
  const files = storiesFiles(screens).map((path) => ({
    name: relative(screens, path).replaceAll('\\', '/'),
    text: readFileSync(path, 'utf8'),
  }));
  const loading = files.filter((f) => /\bstate: '/.test(f.text) && !EXCEPTIONS[f.name]?.notALoad);

  it('finds the screens that load data', () => {
    expect(loading.length).toBeGreaterThan(40);
  });

  it('gives every screen that loads data a story for its loading, error and forbidden states', () => {
    const missing = loading.flatMap((f) => [
      ...(exported(f.text, /Loading/) ? [] : [`${f.name}: Loading`]),
      ...(exported(f.text, /(LoadError|Error)/) || /name: 'Error'/.test(f.text) ? [] : [`${f.name}: Error`]),
      ...(exported(f.text, /Forbidden/) ? [] : [`${f.name}: Forbidden`]),
    ]);
    expect(missing, 'add the story (the shared statePlays check what each state shows)').toEqual([]);
  });

  it('gives every screen that can be empty an Empty story', () => {
    const missing = loading
      .filter((f) => !EXCEPTIONS[f.name]?.neverEmpty && !exported(f.text, /Empty/))
      .map((f) => f.name);
    expect(missing, 'add an Empty story, or name the screen in EXCEPTIONS with the reason').toEqual([]);
  });

  it('gives every screen that takes a load state its stories file', () => {
    // A screen is `<Name>/<Name>.tsx`; it loads data when its props take a LoadState (or a Read<T>).
    const withoutStories = componentFiles(screens)
      .filter((path) => /\b(LoadState|Read<)/.test(readFileSync(path, 'utf8')))
      .filter((path) => !existsSync(path.replace(/\.tsx$/, '.stories.tsx')))
      .map((path) => relative(screens, path).replaceAll('\\', '/'));
    expect(withoutStories).toEqual([]);
  });

  it('names only screens that exist in its exceptions', () => {
    const names = new Set(files.map((f) => f.name));
    expect(Object.keys(EXCEPTIONS).filter((n) => !names.has(n))).toEqual([]);
  });
});
