import type { MouseEvent, ReactNode } from 'react';
import { A } from './AffiliateLink.styles';

export interface AffiliateLinkProps {
  href: string;
  /** In-app navigation; a modified click (new tab) is left to the browser. */
  onNavigate?: ((href: string) => void) | undefined;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

/** A real link (it opens in a new tab too) that the app can turn into client-side navigation. */
export function AffiliateLink({ href, onNavigate, children, ...rest }: AffiliateLinkProps) {
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <A href={href} onClick={click} {...rest}>
      {children}
    </A>
  );
}
