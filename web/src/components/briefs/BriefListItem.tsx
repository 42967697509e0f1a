import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { BriefListItem_BriefFragment } from '../../gql/graphql';
import { useBriefActions } from '../../mutations/useBriefMutations';
import { shortDate } from '../format';
import { Icon } from '../Icon';
import { Button, ButtonLink } from '../ui/Button';
import { Tag } from '../ui/Tag';
import { briefStateOf, compensationText, KIND_LABELS } from './briefWords';
import { CloseBriefDialog } from './CloseBriefDialog';

export const BRIEF_LIST_ITEM_FRAGMENT = graphql(`
  fragment BriefListItem_brief on Brief {
    id
    title
    kind
    status
    awaitingReview
    outcome
    outcomeReason
    removalReason
    closesAt
    createdAt
    applicationCount
    compensation {
      type
      min
      max
      currency
    }
    poster {
      brand {
        id
        name
      }
    }
  }
`);

export type ListedBrief = BriefListItem_BriefFragment;

/** Where a poster manages a brief's applications. */
export const manageLink = (id: string) => `/collaboration/mine?brief=${encodeURIComponent(id)}`;

/** What a poster may still do with a brief in this state. */
export const briefMoves = (brief: Pick<ListedBrief, 'status' | 'awaitingReview'>) => ({
  edit: ['DRAFT', 'OPEN', 'PAUSED'].includes(brief.status),
  pause: brief.status === 'OPEN',
  resume: brief.status === 'PAUSED',
  close: brief.status === 'OPEN' || brief.status === 'PAUSED',
  applications: brief.status !== 'DRAFT',
});

/**
 * The actions on a brief, for its row and its page: edit, pause or resume, close (a dialog with
 * the outcome). `hiredCount` is known where its applications are shown.
 */
export const BriefActions = ({ brief, hiredCount = null, compact = false }: { brief: ListedBrief; hiredCount?: number | null; compact?: boolean }) => {
  const { resume, pauseBrief } = useBriefActions();
  const [closing, setClosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const moves = briefMoves(brief);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    await action();
    setBusy(false);
  };
  const size = compact ? 'sm' : 'md';
  return (
    <>
      {moves.edit ? (
        <ButtonLink to={`/collaboration/${brief.id}/edit`} $variant="secondary" $size={size} aria-label={`Edit “${brief.title}”`}>
          <Icon name="edit" size={16} />
          Edit
        </ButtonLink>
      ) : null}
      {moves.pause ? (
        <Button
          type="button"
          $variant="secondary"
          $size={size}
          disabled={busy}
          onClick={() => void run(() => pauseBrief(brief))}
          aria-label={`Pause “${brief.title}”`}
        >
          <Icon name="pause" size={16} />
          Pause
        </Button>
      ) : null}
      {moves.resume ? (
        <Button
          type="button"
          $variant="secondary"
          $size={size}
          disabled={busy}
          onClick={() => void run(() => resume(brief))}
          aria-label={`Resume “${brief.title}”`}
        >
          <Icon name="play" size={16} />
          Resume
        </Button>
      ) : null}
      {moves.close ? (
        <Button type="button" $variant="secondary" $size={size} onClick={() => setClosing(true)} aria-label={`Close “${brief.title}”`}>
          <Icon name="archive" size={16} />
          Close
        </Button>
      ) : null}
      <CloseBriefDialog open={closing} brief={brief} hiredCount={hiredCount} onClose={() => setClosing(false)} />
    </>
  );
};

/** The line under a brief's title: kind, pay, who posted it and until when it takes applications. */
export const BriefFacts = ({ brief }: { brief: ListedBrief }) => (
  <Facts>
    <span>{KIND_LABELS[brief.kind]}</span>
    <span>{compensationText(brief.compensation)}</span>
    {brief.poster.brand ? <span>For {brief.poster.brand.name}</span> : null}
    <span>
      {brief.status === 'OPEN' || brief.status === 'PAUSED' || brief.status === 'DRAFT'
        ? `Closes ${shortDate(brief.closesAt)}`
        : `Posted ${shortDate(brief.createdAt)}`}
    </span>
  </Facts>
);

/** Why a brief is where it is, when the poster needs telling: review, removal, outcome. */
export const BriefStateNote = ({ brief }: { brief: ListedBrief }) => {
  if (brief.status === 'DRAFT' && brief.awaitingReview) return <Note>Checked by our team before it opens — usually within a day.</Note>;
  if (brief.status === 'REMOVED')
    return (
      <Note $tone="danger">
        <strong>Removed by moderation:</strong> {brief.removalReason ?? 'no reason given'}
      </Note>
    );
  if (brief.status === 'CLOSED' && brief.outcome === 'NO_HIRE' && brief.outcomeReason)
    return (
      <Note>
        <strong>Closed without a hire:</strong> {brief.outcomeReason}
      </Note>
    );
  if (brief.status === 'EXPIRED') return <Note>Applications closed on {shortDate(brief.closesAt)}.</Note>;
  return null;
};

/** One of the poster's briefs: state, facts, how many applied, and what they can do. */
export const BriefListItem = ({ brief }: { brief: ListedBrief }) => {
  const state = briefStateOf(brief);
  const moves = briefMoves(brief);
  return (
    <Item data-testid="my-brief" aria-labelledby={`brief-${brief.id}`}>
      <Top>
        <TitleLink id={`brief-${brief.id}`} to={moves.applications ? manageLink(brief.id) : `/collaboration/${brief.id}/edit`}>
          {brief.title}
        </TitleLink>
        <Tag $tone={state.tone} data-testid="brief-state">
          {state.label}
        </Tag>
      </Top>
      <BriefFacts brief={brief} />
      <BriefStateNote brief={brief} />
      <Bottom>
        {moves.applications ? (
          <ButtonLink to={manageLink(brief.id)} $size="sm" $variant={brief.applicationCount > 0 ? 'primary' : 'secondary'}>
            <Icon name="users" size={16} />
            {brief.applicationCount === 1 ? '1 application' : `${brief.applicationCount} applications`}
          </ButtonLink>
        ) : (
          <Muted>{brief.awaitingReview ? 'Not public yet' : 'Only you can see a draft'}</Muted>
        )}
        <ActionRow>
          <BriefActions brief={brief} compact />
        </ActionRow>
      </Bottom>
    </Item>
  );
};

const Item = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const TitleLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
  text-decoration: none;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:not(:last-child)::after {
    content: '·';
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const Note = styled.p<{ $tone?: 'danger' }>`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSurface : theme.colors.surface2)};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerText : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;

const ActionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
