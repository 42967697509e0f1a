import { useState } from 'react';
import styled from 'styled-components';
import { MODERATION_LIMITS } from '../../../../graph/src/shared/limits';
import type { ReportCategory } from '../../gql/graphql';
import { useReportCreatorMutation } from '../../mutations/useReportCreatorMutation';
import { Icon } from '../Icon';
import { FieldError, FieldGroup, FieldLegend } from '../ui/fieldParts';
import { CountedTextArea, DialogForm, FormDialog } from '../ui/FormDialog';
import { ChoiceGroup } from './ChoiceGroup';
import { CATEGORIES, readableTime } from './reportWords';

/** A message the reported creator sent the viewer, offered as evidence. */
export type ReportableMessage = { id: string; body: string; createdAt: string };

type ReportCreatorDialogProps = {
  open: boolean;
  creator: { username: string; displayName: string };
  /**
   * Messages this creator sent the viewer (a conversation page passes those it has loaded): each
   * gets a checkbox. Without them the dialog reports the creator alone.
   */
  messages?: readonly ReportableMessage[];
  /** Also called on Escape, on a click outside the panel and after the report is sent. */
  onClose: () => void;
};

/**
 * Reporting a creator, from wherever they appear: what is wrong, an optional comment and, from a
 * conversation, the messages to attach. A modal on the platform's <dialog> (focus kept inside,
 * Escape closes, focus given back), its form fresh each time it opens.
 */
export const ReportCreatorDialog = ({ open, creator, messages, onClose }: ReportCreatorDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <ReportForm titleId={titleId} creator={creator} messages={messages ?? []} onClose={onClose} />}
  </FormDialog>
);

type ReportFormProps = { titleId: string; creator: ReportCreatorDialogProps['creator']; messages: readonly ReportableMessage[]; onClose: () => void };

const ReportForm = ({ titleId, creator, messages, onClose }: ReportFormProps) => {
  const { report, sending } = useReportCreatorMutation();
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [comment, setComment] = useState('');
  const [attached, setAttached] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const offered = messages.slice(-MODERATION_LIMITS.messages);

  const toggle = (id: string) =>
    setAttached((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const submit = async () => {
    if (!category) {
      setErrors({ category: 'Choose what is wrong' });
      return;
    }
    setErrors({});
    setRefusal(null);
    const failed = await report(
      { username: creator.username, category, comment: comment.trim() || null, messageIds: attached.size > 0 ? [...attached] : null },
      creator.displayName,
    );
    if (!failed) {
      onClose();
      return;
    }
    setErrors(failed.fields);
    // A refusal about no one field (the daily limit, a report already waiting) shows above the buttons.
    const shownAtField = ['category', 'comment', 'messageIds'].some((field) => field in failed.fields);
    if (!shownAtField) setRefusal(failed.message);
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <FlagTile aria-hidden="true">
          <Icon name="flag" size={20} />
        </FlagTile>
      }
      title={<>Report {creator.displayName}</>}
      intro={<>An admin reviews every report. {creator.displayName} is not told that you reported them.</>}
      refusal={refusal}
      sending={sending}
      submitIcon="flag"
      submitLabel="Send report"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <ChoiceGroup legend="What is wrong?" name="category" choices={CATEGORIES} value={category} onChange={setCategory} error={errors.category} />

      <CountedTextArea
        label="Comment (optional)"
        rows={3}
        maxLength={MODERATION_LIMITS.comment}
        placeholder="Anything that helps an admin understand what happened"
        value={comment}
        error={errors.comment}
        onChange={(event) => setComment(event.target.value)}
      />

      {offered.length > 0 ? (
        <FieldGroup aria-describedby={errors.messageIds ? `${titleId}-messages-error` : undefined}>
          <FieldLegend>
            Attach messages <Muted>(optional)</Muted>
          </FieldLegend>
          <Hint>An admin sees a copy of each message you attach, even if it is deleted later.</Hint>
          <MessageList>
            {offered.map((message) => (
              <li key={message.id}>
                <input type="checkbox" id={`${titleId}-m${message.id}`} checked={attached.has(message.id)} onChange={() => toggle(message.id)} />
                <label htmlFor={`${titleId}-m${message.id}`}>
                  <span>{message.body}</span>
                  <time dateTime={message.createdAt}>{readableTime(message.createdAt)}</time>
                </label>
              </li>
            ))}
          </MessageList>
          {errors.messageIds ? <FieldError id={`${titleId}-messages-error`}>{errors.messageIds}</FieldError> : null}
        </FieldGroup>
      ) : null}
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

const Muted = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const MessageList = styled.ul`
  margin: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  max-height: 240px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};

  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs};
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  li:has(input:checked) {
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  input {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    cursor: pointer;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;
