import type { ReactNode } from 'react';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';

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

/** A modal question with two answers. The safe answer (cancel) takes the focus first. */
export const ConfirmDialog = ({ open, title, description, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) => (
  <Modal open={open} title={title} description={description} onClose={onCancel} role="alertdialog">
    <ModalActions>
      <Button type="button" $variant="secondary" onClick={onCancel} autoFocus>
        {cancelLabel}
      </Button>
      <Button type="button" onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </ModalActions>
  </Modal>
);
