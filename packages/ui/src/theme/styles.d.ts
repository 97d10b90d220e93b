// Side-effect CSS imports (the bundled font faces): Vite serves them in the app, Storybook and tests.
declare module '*.css';
