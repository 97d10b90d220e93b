import { messages } from '@backoffice/domain/messages';
import type { ReactNode } from 'react';
import { labels } from '#labels';
import type { StatusTone } from '#theme/tokens';
import { Mark, Root, Text, Title } from './PageState.styles';

export interface PageStateProps {
  tone: StatusTone;
  mark: string;
  title: string;
  description?: string | null;
  /** A button or link offering the way out. */
  action?: ReactNode;
  /** Level of the heading: 1 for a whole page, 2 inside a section. */
  level?: 1 | 2;
  role?: 'alert' | 'status';
}

/** The shared frame of every page state: loading, empty, error, forbidden, not found. */
export function PageState({ tone, mark, title, description, action, level = 1, role }: PageStateProps) {
  return (
    <Root role={role} aria-live={role === 'status' ? 'polite' : undefined}>
      <Mark $tone={tone} aria-hidden="true">
        {mark}
      </Mark>
      <Title as={level === 1 ? 'h1' : 'h2'}>{title}</Title>
      {description ? <Text>{description}</Text> : null}
      {action}
    </Root>
  );
}

export function ForbiddenState({ action }: { action?: ReactNode }) {
  return (
    <PageState
      tone="danger"
      mark="!"
      title={labels.states.forbiddenTitle}
      description={messages.general.restricted}
      action={action}
    />
  );
}

export function NotFoundState({ action }: { action?: ReactNode }) {
  return (
    <PageState
      tone="neutral"
      mark="404"
      title={labels.states.notFoundTitle}
      description={messages.general.pageNotFound}
      action={action}
    />
  );
}

export function UnderConstructionState({ title }: { title?: string }) {
  return (
    <PageState
      tone="info"
      mark="i"
      title={title ?? labels.states.underConstructionTitle}
      description={`${labels.states.underConstructionTitle}. ${labels.states.underConstruction}`}
    />
  );
}

export function LoadingState({ label = labels.states.loading }: { label?: string }) {
  return <PageState tone="neutral" mark="…" title={label} role="status" level={2} />;
}

export function ErrorState({
  message,
  action,
  level = 2,
}: {
  message: string;
  action?: ReactNode;
  level?: 1 | 2;
}) {
  return (
    <PageState
      tone="danger"
      mark="!"
      title={labels.states.errorTitle}
      description={message}
      action={action}
      level={level}
      role="alert"
    />
  );
}

export function EmptyState({
  title = labels.states.emptyTitle,
  description,
  level = 2,
}: {
  title?: string;
  description?: string;
  level?: 1 | 2;
}) {
  return <PageState tone="neutral" mark="0" title={title} description={description ?? null} level={level} />;
}
