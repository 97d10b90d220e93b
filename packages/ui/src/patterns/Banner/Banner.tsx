import type { ReactNode } from 'react';
import { labels } from '#labels';
import { IconButton } from '#primitives/IconButton';
import type { StatusTone } from '#theme/tokens';
import { BannerBox, BannerText } from './Banner.styles';

export interface BannerProps {
  tone: StatusTone;
  message: string;
  onDismiss?: (() => void) | undefined;
  children?: ReactNode;
}

/** A message inside a section or modal: errors are alerts, the rest polite status messages. */
export function Banner({ tone, message, onDismiss, children }: BannerProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <BannerBox $tone={tone} role={urgent ? 'alert' : 'status'}>
      <BannerText>{message}</BannerText>
      {children}
      {onDismiss ? (
        <IconButton label={labels.banner.dismiss} icon="close" size="sm" onClick={onDismiss} />
      ) : null}
    </BannerBox>
  );
}
