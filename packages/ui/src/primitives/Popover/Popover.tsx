import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, type RefObject, useState } from 'react';
import { Panel } from './Popover.styles';

/** What the trigger element must receive: a ref and the ARIA/event props of the popover. */
export type PopoverTriggerProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void };

export interface PopoverProps {
  /** Names the popover (it is a non-modal dialog). */
  label: string;
  /** Renders the element that toggles the popover; spread the props onto it. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  children: ReactNode | ((close: () => void) => ReactNode);
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  placement?: Placement;
  /** Where focus lands on open; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A floating panel anchored to its trigger (@floating-ui/react): opens on click, moves focus in,
 * closes on Escape or a click outside and gives focus back to the trigger. Portalled, so a table
 * cell's overflow never clips it.
 */
export function Popover({
  label,
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  placement = 'bottom-start',
  initialFocus,
}: PopoverProps) {
  const [inner, setInner] = useState(defaultOpen);
  const open = openProp ?? inner;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setInner(next);
    onOpenChange?.(next);
  };
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  const close = () => setOpen(false);
  return (
    <>
      {trigger({ ref: refs.setReference, ...getReferenceProps() })}
      {open ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} {...(initialFocus ? { initialFocus } : {})}>
            <Panel ref={refs.setFloating} style={floatingStyles} aria-label={label} {...getFloatingProps()}>
              {typeof children === 'function' ? children(close) : children}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
