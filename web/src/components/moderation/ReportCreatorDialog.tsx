import { useId, useState } from 'react';
import styled from 'styled-components';
import { MODERATION_LIMITS } from '../../../../graph/src/shared/limits';
import type { ReportCategory } from '../../gql/graphql';
import { useReportCreatorMutation } from '../../mutations/useReportCreatorMutation';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { FieldError } from '../ui/fieldParts';
import { Spinner } from '../ui/Spinner';
import { TextAreaField } from '../ui/TextAreaField';
import { ModalFrame, useModalDialog } from '../ui/Modal';
import { ChoiceGroup, Fieldset, Legend } from './ChoiceGroup';
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
export const ReportCreatorDialog = ({ open, creator, messages, onClose }: ReportCreatorDialogProps) => {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <ModalFrame
      ref={ref}
      $width={560}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? <ReportForm titleId={titleId} creator={creator} messages={messages ?? []} onClose={onClose} /> : null}
    </ModalFrame>
  );
};

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
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Head>
        <FlagTile aria-hidden="true">
          <Icon name="flag" size={20} />
        </FlagTile>
        <div>
          <Title id={titleId}>Report {creator.displayName}</Title>
          <Intro>An admin reviews every report. {creator.displayName} is not told that you reported them.</Intro>
        </div>
      </Head>

      <ChoiceGroup legend="What is wrong?" name="category" choices={CATEGORIES} value={category} onChange={setCategory} error={errors.category} />

      <TextAreaField
        label="Comment (optional)"
        rows={3}
        maxLength={MODERATION_LIMITS.comment}
        placeholder="Anything that helps an admin understand what happened"
        value={comment}
        error={errors.comment}
        status={`${comment.length.toLocaleString('en')} / ${MODERATION_LIMITS.comment.toLocaleString('en')} characters`}
        onChange={(event) => setComment(event.target.value)}
      />

      {offered.length > 0 ? (
        <Fieldset aria-describedby={errors.messageIds ? `${titleId}-messages-error` : undefined}>
          <Legend>
            Attach messages <Muted>(optional)</Muted>
          </Legend>
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
        </Fieldset>
      ) : null}

      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}

      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? <Spinner $size="sm" /> : <Icon name="flag" size={18} />}
          Send report
        </Button>
      </Actions>
    </Form>
  );
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

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

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

const Refusal = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.dangerBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSurface};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;
