/**
 * The visual gate works: the Button "Variants" story rendered as it is matches its committed
 * baseline, and the same story with one token moved by one pixel (space[4], the side padding of
 * every button, 16 → 17 px) does not, and leaves the actual picture and the diff in the reports folder.
 */
import { buildTheme, type Theme, ThemeRoot, type Tokens, tokens } from '@backoffice/ui';
import { composeStory } from '@storybook/react-vite';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, inject, test } from 'vitest';
import { commands, page, server } from 'vitest/browser';
// The story itself, not a copy: the gate must compare exactly what the storybook project pictures.
import meta, { Variants } from '../../packages/ui/src/primitives/Button/Button.stories';
import { baselineName, settleForScreenshot } from './visual.shared';

declare module 'vitest' {
  export interface ProvidedContext {
    visualGateDir: string;
  }
}

const Story = composeStory(Variants, meta);
const baseline = baselineName('Button.stories.tsx', 'primitives-button--variants');
// --update rewrites baselines: the patched render must never become one.
const updating = server.config.snapshotOptions.updateSnapshot === 'all';

let root: Root | undefined;
let container: HTMLDivElement | undefined;
afterEach(() => {
  root?.unmount();
  container?.remove();
});

/**
 * Renders the story the way the storybook project does: a div on the body, in the 1200×900 frame;
 * that div is what the story's picture shows (visual.shared.ts screenshotTarget).
 */
async function renderStory(theme?: Theme) {
  await page.viewport(1200, 900);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(
    <ThemeRoot {...(theme ? { theme } : {})}>
      <Story />
    </ThemeRoot>,
  );
  await expect.element(page.getByRole('button', { name: 'Eliminar' })).toBeVisible();
  await settleForScreenshot();
}

describe.skipIf(updating)('visual gate', () => {
  test('the story as it is matches its baseline', async () => {
    await renderStory();
    await expect.element(page.elementLocator(container!)).toMatchScreenshot(baseline);
  });

  test('one pixel more on one token fails the comparison and writes the actual picture and the diff', async () => {
    // Tokens are literal types (`as const`); the patch is deliberately off the scale. space[4] is
    // a button's side padding: same height, so the pictures keep their size and get a diff.
    const patched = { ...tokens, space: { ...tokens.space, 4: '17px' } };
    expect(tokens.space[4]).toBe('16px');
    await renderStory(buildTheme(patched as unknown as Tokens));
    const button = page.getByRole('button', { name: 'Eliminar' }).element();
    expect(getComputedStyle(button).paddingLeft).toBe('17px');

    await expect(
      expect.element(page.elementLocator(container!)).toMatchScreenshot(baseline, { timeout: 10_000 }),
    ).rejects.toThrow(/does not match the stored reference/);
    // Both pictures of the failure are in the reports folder (under visual/gate/).
    for (const suffix of ['actual', 'diff']) {
      const png = await commands.readFile(`${inject('visualGateDir')}/${baseline}-${suffix}.png`, 'base64');
      expect(png.length).toBeGreaterThan(100);
    }
  });
});
