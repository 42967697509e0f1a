import { useState } from 'react';
import { APPLICATION_LIMITS } from '../../../../graph/src/shared/limits';
import type { DeclineReason } from '../../gql/graphql';
import { Icon } from '../Icon';
import { ChoiceGroup } from '../moderation/ChoiceGroup';
import { IconTile } from '../ui/Card';
import { CountedTextArea, DialogForm, FormDialog } from '../ui/FormDialog';
import { DECLINE_REASONS } from './briefWords';

const HINTS: Record<DeclineReason, string> = {
  BUDGET: 'Their rate and your budget do not meet.',
  GENRE_FIT: 'Their sound is not what this brief needs.',
  TIMELINE: 'They cannot deliver when you need it.',
  ROLE_FILLED: 'Someone else has the role.',
  OTHER: 'Say more in the note.',
};

type DeclineDialogProps = {
  open: boolean;
  /** The applicants declined together, with one reason. */
  applicants: readonly { id: string; name: string }[];
  onDecline: (reason: DeclineReason, note: string | null) => Promise<unknown>;
  onClose: () => void;
};

/** Declining one application or several with one reason and an optional note, which each applicant reads. */
export const DeclineDialog = ({ open, applicants, onDecline, onClose }: DeclineDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <DeclineForm titleId={titleId} applicants={applicants} onDecline={onDecline} onClose={onClose} />}
  </FormDialog>
);

const DeclineForm = ({ titleId, applicants, onDecline, onClose }: Omit<DeclineDialogProps, 'open'> & { titleId: string }) => {
  const [reason, setReason] = useState<DeclineReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const many = applicants.length > 1;

  const submit = async () => {
    if (!reason) return setError('Choose a reason: the applicant is told');
    setSending(true);
    await onDecline(reason, note.trim() || null);
    setSending(false);
    onClose();
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile aria-hidden="true">
          <Icon name="ban" size={20} />
        </IconTile>
      }
      title={many ? `Decline ${applicants.length} applications` : `Decline ${applicants[0]?.name ?? 'the application'}`}
      intro={many ? `${applicants.map((a) => a.name).join(', ')}: each is told, with the reason you choose.` : 'They are told, with the reason you choose.'}
      refusal={null}
      sending={sending}
      submitIcon="ban"
      submitLabel={many ? `Decline ${applicants.length}` : 'Decline'}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <ChoiceGroup
        legend="Reason"
        name="decline-reason"
        value={reason}
        onChange={(value) => {
          setReason(value);
          setError(undefined);
        }}
        error={error}
        choices={DECLINE_REASONS.map((r) => ({ value: r.value, label: r.label, hint: HINTS[r.value] }))}
      />
      <CountedTextArea
        label="Note (optional)"
        rows={3}
        maxLength={APPLICATION_LIMITS.note}
        placeholder="A kind word helps: what would make a next application fit"
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </DialogForm>
  );
};
