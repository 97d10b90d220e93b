import type { MouseEvent, ReactNode } from 'react';
import { navigateInApp } from '#internal/navigation';

/** A link to a loan that opens inside the app on a plain click, and in a new tab otherwise. */
export function LoanLink({
  href,
  onNavigate,
  children,
}: {
  href: string;
  onNavigate: ((href: string) => void) | undefined;
  children: ReactNode;
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => navigateInApp(e, href, onNavigate);
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
