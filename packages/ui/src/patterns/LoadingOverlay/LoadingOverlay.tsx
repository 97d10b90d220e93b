import type { ReactNode } from 'react';
import { labels } from '#labels';
import { Spinner } from '../../primitives/Button/Button.styles';
import { Badge, type LoadingOverlayScope, Veil, Wrap } from './LoadingOverlay.styles';

export interface LoadingOverlayProps {
  active: boolean;
  /** What is announced and shown; 'Cargando…' by default. */
  label?: string;
  /** 'container' covers its children; 'page' covers the whole window (long work in the shell). */
  scope?: LoadingOverlayScope;
  children?: ReactNode;
}

/**
 * A veil over work in progress: the covered content is aria-busy and cannot be clicked, and a
 * polite status says what is happening.
 */
export function LoadingOverlay({
  active,
  label = labels.states.loading,
  scope = 'container',
  children,
}: LoadingOverlayProps) {
  const veil = active ? (
    <Veil $scope={scope} role="status">
      <Badge>
        <Spinner aria-hidden="true" />
        {label}
      </Badge>
    </Veil>
  ) : null;
  if (scope === 'page' && children === undefined) return veil;
  return (
    <Wrap aria-busy={active || undefined}>
      {children}
      {veil}
    </Wrap>
  );
}

export type { LoadingOverlayScope };
