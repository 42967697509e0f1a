import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

type ModalProps = {
  open: boolean;
  title: string;
  description?: ReactNode;
  /** Called on Escape and on a click outside the panel. */
  onClose: () => void;
  /** `alertdialog` for a question that interrupts the task (assistive tech announces it). */
  role?: 'dialog' | 'alertdialog';
  width?: number;
  children: ReactNode;
};

/**
 * Opens and closes a <dialog> as a modal with `open`: the ref goes on the dialog element (a
 * ModalFrame). For dialogs that need their own frame content but the same behaviour as Modal.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

/**
 * A modal panel on the platform's <dialog>: it traps the focus, closes on Escape and on a click on
 * the backdrop, gives the focus back when it closes, and stays centred at every width.
 */
export const Modal = ({ open, title, description, onClose, role = 'dialog', width = 440, children }: ModalProps) => {
  const ref = useModalDialog(open);
  const titleId = useId();
  const descriptionId = useId();

  return (
    <ModalFrame
      ref={ref}
      role={role}
      $width={width}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <Panel>
          <Title id={titleId}>{title}</Title>
          {description ? <Description id={descriptionId}>{description}</Description> : null}
          {children}
        </Panel>
      ) : null}
    </ModalFrame>
  );
};

/** The answers at the foot of a modal, the safe one first. */
export const ModalActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

/** The modal frame itself, for a dialog that lays out its own heading (see ReportCreatorDialog). */
export const ModalFrame = styled.dialog<{ $width: number }>`
  /* The global reset zeroes every margin; a modal <dialog> is centred by auto margins. */
  inset: 0;
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-width: none;
  max-height: calc(100dvh - 32px);
  margin: auto;
  padding: 0;
  overflow: auto;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* A dialog opened from a centred block (a page's hero on a phone) reads from the start, as every form does. */
  text-align: start;

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
    backdrop-filter: blur(4px);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
