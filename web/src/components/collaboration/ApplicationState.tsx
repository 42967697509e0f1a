import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ApplicationState_ApplicationFragment } from '../../gql/graphql';
import { useWithdrawApplicationMutation } from '../../mutations/useWithdrawApplicationMutation';
import { shortDate } from '../format';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Tag } from '../ui/Tag';
import { APPLICATION_STATUS, DECLINE_REASONS, withdrawable } from './briefWords';

export const ApplicationState_application = graphql(`
  fragment ApplicationState_application on BriefApplication {
    id
    status
    pitch
    links
    createdAt
    viewedAt
    decidedAt
    declineReason
    declineNote
    givenBack
  }
`);

/** A status tag as the applicant reads it: "Viewed", "Declined"... */
export const ApplicationStatusTag = ({ status }: { status: ApplicationState_ApplicationFragment['status'] }) => (
  <Tag $tone={APPLICATION_STATUS[status].tone} data-testid="application-status">
    {APPLICATION_STATUS[status].label}
  </Tag>
);

/**
 * The viewer's own application to a brief: where it stands in words (the poster opened it, a
 * decline with its reason and note, closed without a decision and given back), what was sent, and
 * Withdraw while the poster has not decided.
 */
export const ApplicationState = ({ application, briefTitle }: { application: ApplicationState_ApplicationFragment; briefTitle: string }) => {
  const { withdraw, withdrawing } = useWithdrawApplicationMutation();
  const [confirming, setConfirming] = useState(false);
  const words = APPLICATION_STATUS[application.status];
  return (
    <Wrap>
      <Top>
        <ApplicationStatusTag status={application.status} />
        <Dates>
          Sent {shortDate(application.createdAt)}
          {application.viewedAt ? <> · opened {shortDate(application.viewedAt)}</> : null}
        </Dates>
      </Top>
      <Detail data-testid="application-detail">{words.detail}</Detail>
      {application.status === 'DECLINED' && application.declineReason ? (
        <Decline>
          <strong>Reason:</strong> {DECLINE_REASONS[application.declineReason]}
          {application.declineNote ? <Note>“{application.declineNote}”</Note> : null}
        </Decline>
      ) : null}
      {application.givenBack && application.status !== 'CLOSED_NO_DECISION' ? <Detail>It no longer counts against your weekly allowance.</Detail> : null}
      <Sent>
        <summary>Your pitch</summary>
        <p>{application.pitch}</p>
        {application.links.length > 0 ? (
          <ul aria-label="Your links">
            {application.links.map((link) => (
              <li key={link}>
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </Sent>
      {withdrawable(application.status) ? (
        <Button type="button" $variant="secondary" $size="sm" onClick={() => setConfirming(true)} disabled={withdrawing}>
          <Icon name="undo" size={16} />
          Withdraw application
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Withdraw your application?"
        description={`The poster of “${briefTitle}” sees it as withdrawn, and you cannot apply to this brief again. It still counts against this week’s allowance.`}
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void withdraw(application.id);
        }}
      />
    </Wrap>
  );
};

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dates = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Decline = styled.p`
  display: flex;
  flex-direction: column;
  gap: 2px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-style: italic;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Sent = styled.details`
  width: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  ul {
    margin-top: ${({ theme }) => theme.space.xs};
    padding-left: ${({ theme }) => theme.space.md};
  }

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    overflow-wrap: anywhere;
  }
`;
