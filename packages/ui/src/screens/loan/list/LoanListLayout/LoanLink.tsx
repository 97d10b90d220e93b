import type { MouseEvent, ReactNode } from 'react';

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
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onNavigate(href);
  };
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
