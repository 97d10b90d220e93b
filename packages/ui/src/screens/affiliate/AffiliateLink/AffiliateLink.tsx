import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '#internal/navigation';
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
  const click = (e: MouseEvent<HTMLAnchorElement>) => navigateInApp(e, href, onNavigate);
  return (
    <A href={href} onClick={click} {...rest}>
      {children}
    </A>
  );
}
