import { useId, useState } from 'react';
import styled from 'styled-components';
import { MODERATION_LIMITS } from '../../../../graph/src/shared/limits';
import { Icon } from '../../components/Icon';
import { ChoiceGroup } from '../../components/moderation/ChoiceGroup';
import { ACTIONS, actionLabel, categoryLabel, readableTime } from '../../components/moderation/reportWords';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import type { AdminModerationRouteQueryQuery, ModerationAction } from '../../gql/graphql';

export type QueueReport = AdminModerationRouteQueryQuery['queue']['edges'][number]['node'];

type ReportItemProps = {
  report: QueueReport;
  /** The signed-in admin's account id: their claims are theirs to resolve. */
  me: string | null;
  onClaim: (report: QueueReport) => Promise<void>;
  onResolve: (report: QueueReport, action: ModerationAction, note: string | null) => Promise<boolean>;
};

/** One report: who sent it, their comment, the messages they attached, and what to do about it. */
export const ReportItem = ({ report, me, onClaim, onResolve }: ReportItemProps) => {
  const [resolving, setResolving] = useState(false);
  const [claiming, setClaiming] = useState(false);
  const heldByOther = report.status === 'CLAIMED' && report.claimedBy?.id !== me;
  const canResolve = report.status === 'OPEN' || (report.status === 'CLAIMED' && !heldByOther);
  const target = `@${report.reportedUsername}`;

  const claim = async () => {
    setClaiming(true);
    await onClaim(report);
    setClaiming(false);
  };

  return (
    <Item data-testid="moderation-report">
      <Meta>
        <Tag $tone="secondary">{categoryLabel(report.category)}</Tag>
        <span>
          Reported by{' '}
          {report.reporter ? (
            <strong>
              {report.reporter.displayName} <Muted>@{report.reporter.username}</Muted>
            </strong>
          ) : (
            <Muted>a deleted account</Muted>
          )}{' '}
          · <time dateTime={report.createdAt}>{readableTime(report.createdAt)}</time>
        </span>
      </Meta>

      {report.comment ? <Quote>{report.comment}</Quote> : <Muted as="p">No comment.</Muted>}

      {report.messages.length > 0 ? (
        <Evidence>
          <h4>
            Attached message{report.messages.length === 1 ? '' : 's'} ({report.messages.length})
          </h4>
          <ul>
            {report.messages.map((message) => (
              <li key={message.messageId} data-testid="reported-message">
                <p>{message.body}</p>
                <small>
                  <time dateTime={message.sentAt}>{readableTime(message.sentAt)}</time>
                  {message.removed ? <Tag>Removed</Tag> : null}
                </small>
              </li>
            ))}
          </ul>
        </Evidence>
      ) : null}

      {report.status === 'RESOLVED' && report.action ? (
        <Outcome data-testid="report-outcome">
          <Tag $tone={report.action === 'DISMISS' ? 'neutral' : 'accent'}>{actionLabel(report.action)}</Tag>
          <span>
            by @{report.resolvedBy?.username ?? 'a deleted admin'}
            {report.resolvedAt ? <> · {readableTime(report.resolvedAt)}</> : null}
          </span>
          {report.note ? <Note>{report.note}</Note> : null}
        </Outcome>
      ) : (
        <Footer>
          <State data-testid="report-state">
            {report.status === 'CLAIMED' ? (
              <>
                <Icon name="lock" size={16} />
                {heldByOther ? `Claimed by @${report.claimedBy?.username ?? 'another admin'}` : 'Claimed by you'}
              </>
            ) : (
              'Waiting for an admin'
            )}
          </State>
          <Buttons>
            {report.status === 'OPEN' ? (
              <Button type="button" $variant="secondary" $size="sm" disabled={claiming} onClick={() => void claim()}>
                {claiming ? <Spinner $size="sm" /> : <Icon name="lock" size={16} />}
                Claim<VisuallyHidden> the report on {target}</VisuallyHidden>
              </Button>
            ) : null}
            {canResolve && !resolving ? (
              <Button type="button" $size="sm" onClick={() => setResolving(true)}>
                <Icon name="check" size={16} />
                Resolve<VisuallyHidden> the report on {target}</VisuallyHidden>
              </Button>
            ) : null}
          </Buttons>
        </Footer>
      )}

      {resolving && canResolve ? <ResolveForm report={report} onCancel={() => setResolving(false)} onResolve={onResolve} /> : null}
    </Item>
  );
};

/** Asks before the actions that cannot be undone from here. */
const CONFIRM: Partial<Record<ModerationAction, (target: string, messages: number) => { title: string; description: string; confirm: string }>> = {
  SUSPEND: (target) => ({
    title: `Suspend ${target}?`,
    description: `${target} is signed out everywhere at once and their account is suspended. The reporter sees “The account was suspended”.`,
    confirm: 'Suspend account',
  }),
  REMOVE_MESSAGES: (target, messages) => ({
    title: `Remove ${messages === 1 ? 'this message' : `these ${messages} messages`}?`,
    description: `The attached messages from ${target} are deleted from the conversation for both sides. The report keeps its copies.`,
    confirm: 'Remove messages',
  }),
};

type ResolveFormProps = Pick<ReportItemProps, 'report' | 'onResolve'> & { onCancel: () => void };

const ResolveForm = ({ report, onResolve, onCancel }: ResolveFormProps) => {
  const id = useId();
  const [action, setAction] = useState<ModerationAction | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const removable = report.messages.filter((m) => !m.removed).length;
  const target = `@${report.reportedUsername}`;
  const choices = ACTIONS.map((choice) =>
    choice.value === 'REMOVE_MESSAGES' && removable === 0
      ? { ...choice, hint: 'No attached messages to remove.', disabled: true }
      : choice.value === 'SUSPEND' && report.reportedSuspendedAt
        ? { ...choice, hint: 'The account is already suspended.', disabled: true }
        : choice,
  );
  const question = action ? CONFIRM[action]?.(target, removable) : undefined;

  const send = async () => {
    setConfirming(false);
    if (!action) return;
    setSaving(true);
    const done = await onResolve(report, action, note.trim() || null);
    setSaving(false);
    if (done) onCancel();
  };

  return (
    <Form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!action) {
          setError('Choose an action');
          return;
        }
        if (question) setConfirming(true);
        else void send();
      }}
    >
      <h4 id={`${id}-title`}>Resolve the report on {target}</h4>
      <ChoiceGroup
        legend="Action"
        name={`action-${report.id}`}
        choices={choices}
        value={action}
        onChange={(value) => {
          setAction(value);
          setError(undefined);
        }}
        error={error}
      />
      <TextAreaField
        label="Private note (optional)"
        rows={3}
        maxLength={MODERATION_LIMITS.note}
        hint="For admins: the reporter sees the outcome, never this note."
        value={note}
        status={`${note.length.toLocaleString('en')} / ${MODERATION_LIMITS.note.toLocaleString('en')} characters`}
        onChange={(event) => setNote(event.target.value)}
      />
      <Buttons>
        <Button type="button" $variant="ghost" $size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" $size="sm" disabled={saving}>
          {saving ? <Spinner $size="sm" /> : null}
          Resolve report
        </Button>
      </Buttons>
      <ConfirmDialog
        open={confirming && question !== undefined}
        title={question?.title ?? ''}
        description={question?.description ?? ''}
        confirmLabel={question?.confirm ?? ''}
        cancelLabel="Go back"
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
      />
    </Form>
  );
};

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  &:first-child {
    border-top: 0;
  }

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Quote = styled.blockquote`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.sm};
  border-left: 3px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.textPrimary};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Evidence = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  h4 {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    max-width: 640px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} ${theme.radii.md} ${theme.radii.sm}`};
    background: ${({ theme }) => theme.colors.surface3};
  }

  p {
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  small {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const State = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
`;

const Outcome = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.p`
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.textPrimary};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};

  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
