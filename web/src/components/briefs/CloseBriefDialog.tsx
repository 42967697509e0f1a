import { useState } from 'react';
import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import type { BriefOutcome } from '../../gql/graphql';
import { useBriefActions } from '../../mutations/useBriefMutations';
import { Icon } from '../Icon';
import { ChoiceGroup } from '../moderation/ChoiceGroup';
import { IconTile } from '../ui/Card';
import { CountedTextArea, DialogForm, FormDialog } from '../ui/FormDialog';

type CloseBriefDialogProps = {
  open: boolean;
  brief: { id: string; title: string };
  /** How many of its applications are marked hired, when the page knows; null when it does not. */
  hiredCount: number | null;
  onClose: () => void;
};

/**
 * Closing a brief with its outcome: HIRED needs an application marked hired first, NO_HIRE a
 * reason the applicants read. The server checks both; its refusal shows in the dialog.
 */
export const CloseBriefDialog = ({ open, brief, hiredCount, onClose }: CloseBriefDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <CloseForm titleId={titleId} brief={brief} hiredCount={hiredCount} onClose={onClose} />}
  </FormDialog>
);

const CloseForm = ({ titleId, brief, hiredCount, onClose }: Omit<CloseBriefDialogProps, 'open'> & { titleId: string }) => {
  const { closeBrief } = useBriefActions();
  const [outcome, setOutcome] = useState<BriefOutcome | null>(hiredCount ? 'HIRED' : null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const noHire = hiredCount === 0;

  const submit = async () => {
    if (!outcome) return setErrors({ outcome: 'Choose how it ended' });
    if (outcome === 'NO_HIRE' && !reason.trim()) return setErrors({ reason: 'Say why nobody was hired: applicants read it' });
    if (reason.trim().length > BRIEF_LIMITS.reason) return setErrors({ reason: `At most ${BRIEF_LIMITS.reason.toLocaleString('en')} characters` });
    setErrors({});
    setRefusal(null);
    setSending(true);
    const refused = await closeBrief(brief, outcome, outcome === 'NO_HIRE' ? reason.trim() : null);
    setSending(false);
    if (!refused) return onClose();
    setErrors(refused.fields.reason ? { reason: refused.fields.reason } : {});
    setRefusal(refused.message);
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile aria-hidden="true">
          <Icon name="archive" size={20} />
        </IconTile>
      }
      title={<>Close “{brief.title}”</>}
      intro="It leaves the board and takes no more applications. Undecided applicants are told it ended."
      refusal={refusal}
      sending={sending}
      submitIcon="archive"
      submitLabel="Close brief"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <ChoiceGroup
        legend="How did it end?"
        name="outcome"
        value={outcome}
        onChange={setOutcome}
        error={errors.outcome}
        choices={[
          {
            value: 'HIRED',
            label: 'I hired someone',
            hint: noHire ? 'Mark the application you hired first, in the Hired step.' : 'The hired applicant is already marked.',
            disabled: noHire,
          },
          { value: 'NO_HIRE', label: 'Nobody was hired', hint: 'Say why: every applicant reads it.' },
        ]}
      />
      {outcome === 'NO_HIRE' ? (
        <CountedTextArea
          label="Why nobody was hired"
          rows={3}
          maxLength={BRIEF_LIMITS.reason}
          placeholder="e.g. The project was cancelled by the label"
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      ) : null}
    </DialogForm>
  );
};
