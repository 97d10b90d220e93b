import { messages } from '@backoffice/domain/messages';
import type { ReactNode } from 'react';
import { labels } from '#labels';
import { Button } from '#primitives/Button';
import { EmptyState, ErrorState, LoadingState, PageState } from '../PageState/PageState';
import { Actions, SectionHeader, SectionRoot, SectionTitle } from './Section.styles';

/**
 * What a screen or section is showing: its data is on the way, came back empty, failed, was
 * refused (403), or is here.
 */
export type LoadState = 'loading' | 'empty' | 'error' | 'forbidden' | 'loaded';

export interface SectionProps {
  title: string;
  state: LoadState;
  /** The section's own §8 read-error text. */
  errorMessage: string;
  /** True when the data came back with nothing in it. */
  empty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  /** Buttons beside the title (upload, new…), shown only once the data is here. */
  actions?: ReactNode;
  /**
   * A create form above the content, shown once the data is here, the empty state included: the
   * first record of a list is created from its empty section (a first link, a first sales agent).
   */
  form?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every detail section: its title, then loading, its read error, access refused,
 * empty, or its content. Each section reads its own data, so each shows its own state.
 */
export function Section({
  title,
  state,
  errorMessage,
  empty = false,
  emptyText,
  onRetry,
  actions,
  form,
  children,
}: SectionProps) {
  return (
    <SectionRoot aria-label={title} aria-busy={state === 'loading' || undefined}>
      <SectionHeader>
        <SectionTitle>{title}</SectionTitle>
        {state === 'loaded' && actions ? <Actions>{actions}</Actions> : null}
      </SectionHeader>
      {state === 'loaded' || state === 'empty' ? form : null}
      <SectionBody
        state={state}
        errorMessage={errorMessage}
        empty={empty}
        emptyText={emptyText}
        onRetry={onRetry}
      >
        {children}
      </SectionBody>
    </SectionRoot>
  );
}

/** The state part alone, for screens that frame themselves. */
export function SectionBody({
  state,
  errorMessage,
  empty = false,
  emptyText,
  onRetry,
  level = 2,
  children,
}: Omit<SectionProps, 'title' | 'actions' | 'form'> & { level?: 1 | 2 }) {
  if (state === 'loading') return <LoadingState />;
  if (state === 'error') {
    return (
      <ErrorState
        level={level}
        message={errorMessage}
        action={
          onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {labels.states.retry}
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (state === 'forbidden') {
    return (
      <PageState
        tone="danger"
        mark="!"
        title={labels.states.forbiddenTitle}
        description={messages.general.restricted}
        level={level}
        role="alert"
      />
    );
  }
  if (empty) return <EmptyState level={level} {...(emptyText ? { description: emptyText } : {})} />;
  return <>{children}</>;
}
