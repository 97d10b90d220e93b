/**
 * Issue 17: whether the page has input not yet saved, for the API client to decide whether a 401
 * re-logs in place or goes to /login. The last field edited counts while it is still in the
 * document: a form that saved and closed, or a page left, removes it, and with it the unsaved
 * input. Fields that hold no one's work are not edits: the top bar's finder (a header outside
 * <main>) and whatever is marked `data-transient-input` (the palette, the login modal). A form that
 * stays open after saving keeps counting; its 401 then asks in place, which loses nothing.
 */
let lastEdited: WeakRef<Element> | null = null;

function onEdit(event: Event) {
  const target = event.target;
  if (!(target instanceof Element) || target.closest('[data-transient-input]')) return;
  if (target.closest('header') && !target.closest('main')) return;
  lastEdited = new WeakRef(target);
}

/** Starts watching the document's edits; the returned function stops it. */
export function watchUnsavedInput(doc: Document = document): () => void {
  doc.addEventListener('input', onEdit, true);
  doc.addEventListener('change', onEdit, true);
  return () => {
    doc.removeEventListener('input', onEdit, true);
    doc.removeEventListener('change', onEdit, true);
    lastEdited = null;
  };
}

export function hasUnsavedInput(): boolean {
  return lastEdited?.deref()?.isConnected ?? false;
}
