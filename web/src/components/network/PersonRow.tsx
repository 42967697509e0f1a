import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { AvatarImage } from '../layout/Avatar';
import { avatarTone, creatorName } from './creatorName';

export type PersonRowCreator = { username: string; artistName?: string | null; firstName?: string | null; profilePictureUrl?: string | null };

type RowText = {
  /** A line under the name: their role, when a request was sent. */
  detail?: ReactNode;
  /** A quote under the detail, such as a request's note. */
  quote?: string | null;
  actions?: ReactNode;
};

type PersonRowProps = RowText & { creator: PersonRowCreator };

/** One person in a list (a request, a connection, a blocked account): avatar, name to their page, and what to do. */
export const PersonRow = ({ creator, ...text }: PersonRowProps) => {
  const name = creatorName(creator);
  return (
    <ListRow
      media={<AvatarImage url={creator.profilePictureUrl ?? null} letter={name.charAt(0).toUpperCase()} size={48} tone={avatarTone(name)} />}
      name={name}
      to={`/creators/${encodeURIComponent(creator.username)}`}
      {...text}
    />
  );
};

/** One row of a PersonList for anyone or anything with a page (a creator, a brand): its picture, its name to its page, and what to do. */
export const ListRow = ({ media, name, to, detail, quote, actions }: RowText & { media: ReactNode; name: string; to: string }) => (
  <Row>
    {media}
    <Text>
      <NameLink to={to}>{name}</NameLink>
      {detail ? <Detail>{detail}</Detail> : null}
      {quote ? <Quote>“{quote}”</Quote> : null}
    </Text>
    {actions ? <Actions>{actions}</Actions> : null}
  </Row>
);

/** A list of PersonRows. */
export const PersonList = styled.ul`
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};

  > li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
`;

const Text = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;

  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
`;

const Detail = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Quote = styled.q`
  margin-top: 4px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  quotes: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
