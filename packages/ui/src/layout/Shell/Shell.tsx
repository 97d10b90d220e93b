import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '#internal/navigation';
import { labels } from '#labels';
import { Brand, Frame, Main, Side, SkipLink, Top, TopCenter } from './Shell.styles';

export interface ShellProps {
  sidebar: ReactNode;
  userMenu: ReactNode;
  /** Finder, environment badge and other top-bar tools. */
  topBar?: ReactNode;
  onHome?: () => void;
  children: ReactNode;
}

/** The frame every authenticated route lives in: top bar, sidebar, main content. */
export function Shell({ sidebar, userMenu, topBar, onHome, children }: ShellProps) {
  const home = (e: MouseEvent<HTMLElement>) => navigateInApp(e, '/', onHome);
  return (
    <Frame>
      <SkipLink href="#contenido">{labels.shell.skipToContent}</SkipLink>
      <Top>
        <Brand href="/" onClick={home}>
          {labels.productName}
        </Brand>
        <TopCenter>{topBar}</TopCenter>
        {userMenu}
      </Top>
      <Side>{sidebar}</Side>
      {/* Focusable (the skip link lands here) and in the tab order: a page with nothing focusable
          in it still scrolls from the keyboard (axe scrollable-region-focusable). */}
      <Main id="contenido" tabIndex={0}>
        {children}
      </Main>
    </Frame>
  );
}
