import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Also called on Escape and on a click outside the panel. */
  onCancel: () => void;
};

/**
 * A modal question with two answers, on the platform's <dialog>: it traps the focus, closes on
 * Escape and gives the focus back when it closes. The safe answer (cancel) takes the focus first.
 */
export const ConfirmDialog = ({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) => {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <Dialog
      ref={ref}
      // A question that interrupts the task: assistive tech announces it as an alert dialog.
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside the panel.
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      {open ? (
        <Panel>
          <Title id={titleId}>{title}</Title>
          <Description id={descriptionId}>{description}</Description>
          <Actions>
            <Button type="button" $variant="secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </Button>
            <Button type="button" onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </Actions>
        </Panel>
      ) : null}
    </Dialog>
  );
};

const Dialog = styled.dialog`
  /* The global reset zeroes every margin; a modal <dialog> is centred by auto margins. */
  margin: auto;
  width: min(440px, calc(100vw - 32px));
  max-width: none;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textPrimary};
  box-shadow: ${({ theme }) => theme.shadows.lg};

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
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;
