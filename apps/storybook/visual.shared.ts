/** What the story screenshots and the gate test share, so both take the very same picture. */

// Screenshots show the settled state: no animation, transition or blinking caret, and no focus
// ring (where focus lands after a play can depend on timing; the plays assert focus themselves).
// An indeterminate <progress> is animated by Chromium itself, not by CSS: it is drawn plain.
const FREEZE = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}
:focus, :focus-visible { outline: none !important; box-shadow: none !important; }
progress:indeterminate { appearance: none !important; -webkit-appearance: none !important; }`;

/** The bundled Inter faces (ThemeRoot): loaded explicitly, since fonts.ready ignores faces not yet asked for. */
const FACES = ['400 14px Inter', '500 14px Inter', '600 14px Inter', '700 14px Inter'];

/** Stops animations and hides the caret, then waits for the bundled fonts. */
export async function settleForScreenshot() {
  if (!document.getElementById('bo-visual-freeze')) {
    const style = document.createElement('style');
    style.id = 'bo-visual-freeze';
    style.textContent = FREEZE;
    document.head.append(style);
  }
  await Promise.all(FACES.map((face) => document.fonts.load(face)));
  await document.fonts.ready;
}

/**
 * The baseline of a story: visual/<stories file without .stories.tsx>/<story id>.png, spelled the
 * way Vitest writes file names (its sanitizer folds the id's `--` into `-`).
 */
export const baselineName = (storiesFile: string, storyId: string) =>
  `${storiesFile
    .split('/')
    .pop()!
    .replace(/\.stories\.tsx?$/, '')}/${storyId.replace(/-{2,}/g, '-')}`;

/**
 * What to picture: the story's own container (its height only: fewer pixels, faster to compare)
 * unless something else is open beside it (a modal or a popover renders in a portal on the body),
 * then the whole body, which fills the viewport.
 */
export function screenshotTarget(): HTMLElement {
  const body = document.body;
  const filled = [...body.children].filter(
    // Storybook's own hidden frames (preparing, no preview, error display) are .sb-wrapper.
    (el): el is HTMLElement =>
      el instanceof HTMLDivElement && !el.classList.contains('sb-wrapper') && el.childElementCount > 0,
  );
  const only = filled.length === 1 ? filled[0] : undefined;
  return only && only.getBoundingClientRect().height > 0 ? only : body;
}
