import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import { useReportBriefMutation } from '../../mutations/useReportBriefMutation';
import { useFormState } from '../form/useFormState';
import { Icon } from '../Icon';
import { CountedTextArea, DialogForm, FormDialog } from '../ui/FormDialog';

type ReportBriefDialogProps = {
  open: boolean;
  brief: { id: string; title: string };
  /** Also called on Escape, on a click outside the panel and after the report is sent. */
  onClose: () => void;
};

/**
 * Reporting a brief (a scam, an unpaid job dressed as paid, something offensive): the reason is
 * what an admin reads in the moderation queue. As the creator report: a modal on the platform's
 * <dialog>, its form fresh each time it opens.
 */
export const ReportBriefDialog = ({ open, brief, onClose }: ReportBriefDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <ReportForm titleId={titleId} brief={brief} onClose={onClose} />}
  </FormDialog>
);

const validate = ({ reason }: { reason: string }) => ({
  reason: reason.trim() ? undefined : 'Say what is wrong with this brief',
});

const ReportForm = ({ titleId, brief, onClose }: Omit<ReportBriefDialogProps, 'open'> & { titleId: string }) => {
  const { report, sending } = useReportBriefMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { field, form, setServerErrors } = useFormState({ reason: '' }, validate, { showErrors: 'submitted' });

  const onValid = useCallback(
    async ({ reason }: { reason: string }) => {
      setRefusal(null);
      const failed = await report(brief.id, reason.trim());
      if (!failed) {
        onClose();
        return;
      }
      setServerErrors(failed.fields);
      // The daily limit, a report already waiting, one's own brief: no one field.
      if (!('reason' in failed.fields)) setRefusal(failed.message);
    },
    [brief.id, onClose, report, setServerErrors],
  );

  return (
    <DialogForm
      titleId={titleId}
      formProps={form(onValid)}
      tile={
        <FlagTile aria-hidden="true">
          <Icon name="flag" size={20} />
        </FlagTile>
      }
      title="Report this brief"
      intro={<>An admin reviews every report. The poster of “{brief.title}” is not told who reported it.</>}
      refusal={refusal}
      sending={sending}
      submitIcon="flag"
      submitLabel="Send report"
      onSubmit={() => undefined}
      onClose={onClose}
    >
      <CountedTextArea
        label="What is wrong?"
        rows={4}
        maxLength={BRIEF_LIMITS.reason}
        placeholder="A scam, a fee to apply, unpaid work described as paid, offensive content…"
        {...field('reason')}
      />
    </DialogForm>
  );
};

const FlagTile = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
`;
