import { useState, type ReactNode } from 'react';
import { formatCount } from '../format';
import { Button } from './Button';
import { Modal, ModalActions } from './Modal';
import { Spinner } from './Spinner';
import { TextAreaField } from './TextAreaField';

type MessageDialogProps = {
  open: boolean;
  title: string;
  description: string;
  /** `alertdialog` (with Cancel focused first) for a decision that refuses someone. */
  role?: 'dialog' | 'alertdialog';
  label: string;
  /** Set when the text is required: what the field says when it is sent empty. */
  required?: string;
  rows: number;
  maxLength: number;
  placeholder?: string;
  submitLabel: string;
  submitIcon?: ReactNode;
  busy: boolean;
  /** Sends the trimmed text (null when empty); answers the message to show under the field, or null when done. */
  onSubmit: (text: string | null) => Promise<string | null>;
  onClose: () => void;
};

/**
 * A question answered with a short text: a reason, a note or a message, with its count of
 * characters. Done, it empties and closes; refused, it shows why under the field.
 */
export const MessageDialog = ({
  open,
  title,
  description,
  role = 'dialog',
  label,
  required,
  rows,
  maxLength,
  placeholder,
  submitLabel,
  submitIcon,
  busy,
  onSubmit,
  onClose,
}: MessageDialogProps) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    const trimmed = text.trim();
    if (required && !trimmed) {
      setError(required);
      return;
    }
    const failed = await onSubmit(trimmed || null);
    if (failed) setError(failed);
    else close();
  };
  return (
    <Modal open={open} role={role} title={title} description={description} onClose={close} width={520}>
      <TextAreaField
        label={label}
        optional={!required}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        value={text}
        error={error ?? undefined}
        status={`${formatCount(text.length)} / ${formatCount(maxLength)} characters`}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
      />
      <ModalActions>
        <Button type="button" $variant="secondary" onClick={close} autoFocus={role === 'alertdialog'}>
          Cancel
        </Button>
        <Button type="button" disabled={busy} onClick={() => void submit()}>
          {busy ? <Spinner $size="sm" /> : submitIcon}
          {submitLabel}
        </Button>
      </ModalActions>
    </Modal>
  );
};
