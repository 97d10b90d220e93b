import { LIMITS } from '@backoffice/domain';
import { messages } from '@backoffice/domain/messages';
import { useEffect, useRef, useState } from 'react';
import { labels } from '#labels';
import { IconButton } from '#primitives/IconButton';
import { Confirmation, Root, Value } from './CopyToClipboard.styles';

export interface CopyToClipboardProps {
  /** The text copied. */
  value: string;
  /** What it is, for the button's name: 'IBAN' gives 'Copiar IBAN'. */
  label: string;
  /** Show the value beside the button. */
  showValue?: boolean;
  /** The clipboard write; the browser's by default (tests and old browsers pass their own). */
  copy?: (text: string) => Promise<void>;
}

async function browserCopy(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure contexts: a hidden textarea and execCommand.
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/**
 * A copy button: after copying it shows 'Copiado' for the spec's 500 ms (§9, LIMITS) and says it
 * politely to screen readers.
 */
export function CopyToClipboard({
  value,
  label,
  showValue = false,
  copy = browserCopy,
}: CopyToClipboardProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = async () => {
    clearTimeout(timer.current);
    let next: 'copied' | 'failed' = 'copied';
    try {
      await copy(value);
    } catch {
      next = 'failed';
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), LIMITS.clipboardConfirmMs);
  };

  return (
    <Root>
      {showValue ? <Value>{value}</Value> : null}
      <IconButton
        label={labels.clipboard.copy(label)}
        icon={state === 'copied' ? 'check' : 'copy'}
        size="sm"
        onClick={() => void run()}
      />
      <Confirmation role="status" $failed={state === 'failed'}>
        {state === 'copied' ? messages.general.copied : state === 'failed' ? labels.clipboard.failed : ''}
      </Confirmation>
    </Root>
  );
}
