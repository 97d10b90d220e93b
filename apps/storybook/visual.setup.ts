/**
 * Visual regression: after each story's play (and axe), the page is screenshotted in Chromium and
 * compared with the committed baseline visual/<stories file>/<story id>.png. Runs only inside
 * Vitest (a setup file of the storybook project), never in the built Storybook.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { baselineName, settleForScreenshot } from './visual.shared';

interface StoryContext {
  story?: { id: string; parameters: { visual?: { disable?: boolean } } };
}

afterEach(async (ctx) => {
  const story = (ctx as unknown as StoryContext).story;
  if (!story || story.parameters.visual?.disable) return;
  // A story that already failed has nothing trustworthy to picture.
  if (ctx.task.result?.errors?.length) return;
  await settleForScreenshot();
  // The body fills the viewport (1200×900 unless the story sets one), so modals and popovers,
  // which render in portals beside the story, are in the picture too.
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(baselineName(ctx.task.file.name, story.id));
});
