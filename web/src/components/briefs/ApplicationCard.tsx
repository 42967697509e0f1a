import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ApplicationCard_ApplicationFragment } from '../../gql/graphql';
import { timeAgo } from '../format';
import { Icon } from '../Icon';
import { AvatarImage } from '../layout/Avatar';
import { Button } from '../ui/Button';
import { Tag } from '../ui/Tag';
import { declineReasonLabel } from './briefWords';

export const APPLICATION_CARD_FRAGMENT = graphql(`
  fragment ApplicationCard_application on BriefApplication {
    id
    status
    pitch
    links
    answers
    createdAt
    viewedAt
    decidedAt
    declineReason
    declineNote
    applicant {
      id
      username
      artistName
      firstName
      profilePictureUrl
      location
      genres
    }
  }
`);

export type PipelineApplication = ApplicationCard_ApplicationFragment;

/** The applicant's name as the pipeline shows it: artist name, else first name, else @username. */
export const applicantName = (application: PipelineApplication): string => {
  const a = application.applicant;
  if (!a) return 'A deleted account';
  return a.artistName?.trim() || a.firstName.trim() || `@${a.username}`;
};

const linkText = (url: string) => url.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '');

type ApplicationCardProps = {
  application: PipelineApplication;
  questions: readonly string[];
  /** Whether the poster can still decide (not on a removed brief). */
  canDecide: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onShortlist: () => void;
  onHire: () => void;
  onDecline: () => void;
  busy: boolean;
};

/** One application in the pipeline: who, their pitch, links and answers, and the poster's decisions. */
export const ApplicationCard = ({ application, questions, canDecide, selected, onSelect, onShortlist, onHire, onDecline, busy }: ApplicationCardProps) => {
  const name = applicantName(application);
  const a = application.applicant;
  const status = application.status;
  const undecided = status === 'SUBMITTED' || status === 'VIEWED' || status === 'SHORTLISTED';
  return (
    <Card data-testid="application-card" aria-label={`Application from ${name}`} $selected={selected}>
      <Head>
        {canDecide && undecided ? (
          <Select>
            <input type="checkbox" aria-label={`Select ${name}`} checked={selected} onChange={(event) => onSelect(event.target.checked)} />
          </Select>
        ) : null}
        <AvatarImage url={a?.profilePictureUrl} letter={name.replace(/^@/, '').charAt(0).toUpperCase() || '?'} size={40} />
        <Who>
          {a ? <NameLink to={`/creators/${encodeURIComponent(a.username)}`}>{name}</NameLink> : <strong>{name}</strong>}
          <small>{[a?.location, a?.genres.slice(0, 2).join(', ')].filter(Boolean).join(' · ') || (a ? `@${a.username}` : '')}</small>
          <When dateTime={application.createdAt}>Applied {timeAgo(application.createdAt)}</When>
        </Who>
      </Head>

      <Pitch>{application.pitch}</Pitch>

      {application.links.length > 0 ? (
        <Links aria-label="Links">
          {application.links.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer nofollow">
                <Icon name="link" size={14} />
                {linkText(url)}
              </a>
            </li>
          ))}
        </Links>
      ) : null}

      {application.answers.length > 0 ? (
        <Answers>
          {application.answers.map((answer, i) => (
            <div key={i}>
              <dt>{questions[i] ?? `Question ${i + 1}`}</dt>
              <dd>{answer}</dd>
            </div>
          ))}
        </Answers>
      ) : null}

      {status === 'SHORTLISTED' || status === 'HIRED' ? (
        <Conversation to="/messages">
          <Icon name="message" size={16} />
          Conversation opened in Messages
        </Conversation>
      ) : null}
      {status === 'DECLINED' ? (
        <Declined>
          <Tag>{application.declineReason ? declineReasonLabel(application.declineReason) : 'Declined'}</Tag>
          {application.declineNote ? <span>{application.declineNote}</span> : null}
        </Declined>
      ) : null}

      {canDecide && undecided ? (
        <Actions>
          {status !== 'SHORTLISTED' ? (
            <Button type="button" $size="sm" $variant="secondary" disabled={busy} onClick={onShortlist} aria-label={`Shortlist ${name}`}>
              Shortlist
            </Button>
          ) : null}
          <Button
            type="button"
            $size="sm"
            $variant={status === 'SHORTLISTED' ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={onHire}
            aria-label={`Hire ${name}`}
          >
            Hire
          </Button>
          <Button type="button" $size="sm" $variant="ghost" disabled={busy} onClick={onDecline} aria-label={`Decline ${name}`}>
            Decline
          </Button>
        </Actions>
      ) : null}
    </Card>
  );
};

const Card = styled.article<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.accentSoft : theme.colors.surface1)};
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const Select = styled.div`
  display: flex;
  align-items: center;
  height: 40px;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Who = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  small {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Pitch = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.body};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
    color: ${({ theme }) => theme.colors.accentHover};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const Answers = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    overflow-wrap: anywhere;
  }
`;

const Conversation = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Declined = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
