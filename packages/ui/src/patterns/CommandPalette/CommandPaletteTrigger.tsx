import { useEffect } from 'react';
import { labels } from '#labels';
import { Kbd, Trigger } from './CommandPalette.styles';

const L = labels.commandPalette;

/**
 * Ctrl+K (Cmd+K on a Mac) asks for the palette, unless another modal dialog holds the user's
 * attention; `open` says whether the palette is already open (then the key selects its text).
 */
export function usePaletteShortcut(open: boolean, onOpen: () => void, onSelect?: () => void) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'k') return;
      if (!open && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      e.preventDefault();
      if (open) onSelect?.();
      else onOpen();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onOpen, onSelect]);
}

/**
 * The top bar's 'Ir a…' button, on its own so an app can show it (and answer Ctrl+K) before the
 * palette and its modal are loaded; `onIntent` (pointer over it, focus) lets it start loading them.
 */
export function CommandPaletteTrigger({ onOpen, onIntent }: { onOpen: () => void; onIntent?: () => void }) {
  return (
    <Trigger
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      {L.open}
      <Kbd aria-hidden="true">{L.shortcut}</Kbd>
    </Trigger>
  );
}
