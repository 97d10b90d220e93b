/** What the story screenshots and the gate test share, so both take the very same picture. */

// Screenshots show the settled state: no animation, transition or blinking caret.
const FREEZE = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

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
