/**
 * Visual regression: after each story's play (and axe), the page is screenshotted in Chromium and
 * compared with the committed baseline visual/<stories file>/<story id>.png. Runs only inside
 * Vitest (a setup file of the storybook project), never in the built Storybook.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { baselineName, screenshotTarget, settleForScreenshot } from './visual.shared';

interface StoryContext {
  story?: { id: string; parameters: { visual?: { disable?: boolean } } };
}

afterEach(async (ctx) => {
  const story = (ctx as unknown as StoryContext).story;
  if (!story || story.parameters.visual?.disable) return;
  // A story that already failed has nothing trustworthy to picture.
  if (ctx.task.result?.errors?.length) return;
  await settleForScreenshot();
  // 1200 px wide (or the story's viewport): the story alone, or the whole frame when a modal or
  // a popover is open beside it.
  await expect
    .element(page.elementLocator(screenshotTarget()))
    .toMatchScreenshot(baselineName(ctx.task.file.name, story.id));
});
