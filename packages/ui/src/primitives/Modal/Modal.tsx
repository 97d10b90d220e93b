import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, type RefObject, useId } from 'react';
import { labels } from '#labels';
import { IconButton } from '../IconButton/IconButton';
import { Backdrop, Body, Footer, Header, type ModalSize, Panel, Title } from './Modal.styles';

export interface ModalProps {
  open: boolean;
  /** Escape, the close button and (unless turned off) a click on the backdrop call this. */
  onClose: () => void;
  /** The heading; it also names the dialog. */
  title: string;
  children: ReactNode;
  /** The actions row: Aceptar, Cerrar… */
  footer?: ReactNode;
  size?: ModalSize;
  /** Where focus lands on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
}

/**
 * A modal dialog: focus is trapped inside while open, Escape closes it, and focus goes back to
 * whatever had it before (usually the button that opened it).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocus,
  closeOnBackdrop = true,
}: ModalProps) {
  const titleId = useId();
  const { refs, context } = useFloating({
    open,
    onOpenChange: (next) => {
      if (!next) onClose();
    },
  });
  const dismiss = useDismiss(context, { outsidePress: closeOnBackdrop, outsidePressEvent: 'mousedown' });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);
  if (!open) return null;
  return (
    <FloatingPortal>
      <Backdrop lockScroll>
        <FloatingFocusManager
          context={context}
          modal
          outsideElementsInert
          returnFocus
          {...(initialFocus ? { initialFocus } : {})}
        >
          <Panel
            ref={refs.setFloating}
            $size={size}
            aria-labelledby={titleId}
            aria-modal="true"
            {...getFloatingProps()}
          >
            <Header>
              <Title id={titleId}>{title}</Title>
              <IconButton label={labels.modal.close} icon="close" size="sm" onClick={onClose} />
            </Header>
            <Body>{children}</Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </Panel>
        </FloatingFocusManager>
      </Backdrop>
    </FloatingPortal>
  );
}

export type { ModalSize };
