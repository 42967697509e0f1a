import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphQLErrorMessage } from '../../apollo/errors';
import { PanelNote, WorkspacePanel } from '../../components/brand/WorkspacePanel';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { shortDate } from '../../components/format';
import { Icon } from '../../components/Icon';
import { AvatarImage } from '../../components/layout/Avatar';
import { avatarTone } from '../../components/network/creatorName';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { Spinner } from '../../components/ui/Spinner';
import { Tag } from '../../components/ui/Tag';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';
import { graphql } from '../../gql';
import type { BrandTeamQueryQuery } from '../../gql/graphql';
import { useRemoveBrandMemberMutation } from '../../mutations/useBrandTeamMutations';
import { InvitePanel } from './InvitePanel';

export const BRAND_TEAM_QUERY = graphql(`
  query BrandTeamQuery($brandId: ID!) {
    brandMembers(brandId: $brandId) {
      userId
      username
      name
      profileImageUrl
      role
      joinedAt
      email
    }
  }
`);

type Member = BrandTeamQueryQuery['brandMembers'][number];

/** Who answers for the brand; its owners invite by e-mail and remove members. */
export const TeamTab = ({ brand, viewerId }: { brand: { id: string; name: string; verified: boolean; viewerRole?: string | null }; viewerId: string }) => {
  const { data, loading, error, refetch } = useQuery(BRAND_TEAM_QUERY, { variables: { brandId: brand.id }, fetchPolicy: 'cache-and-network' });
  const removeMember = useRemoveBrandMemberMutation(brand);
  const [removing, setRemoving] = useState<Member | null>(null);
  const owner = brand.viewerRole === 'OWNER';
  const members = data?.brandMembers ?? [];

  const remove = async (member: Member) => {
    setRemoving(null);
    await removeMember(member);
  };

  return (
    <Layout>
      <WorkspacePanel aria-labelledby="team-title">
        <div>
          <h2 id="team-title">Your team</h2>
          <PanelNote>
            Everyone on the team answers requests and edits the page{owner ? '; owners also manage the team.' : '. Owners manage the team.'}
          </PanelNote>
        </div>
        {loading && !data ? (
          <Spinner />
        ) : error && !data ? (
          <StatePanel
            icon="alert"
            tone="danger"
            title="The team could not load"
            action={
              <Button type="button" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            {graphQLErrorMessage(error, 'Please try again.')}
          </StatePanel>
        ) : (
          <Members aria-label="Team members">
            {members.map((member) => (
              <li key={member.userId} data-testid="team-member">
                <AvatarImage url={member.profileImageUrl} letter={member.name.charAt(0).toUpperCase()} size={44} tone={avatarTone(member.name)} />
                <Who>
                  <strong>
                    {member.name}
                    {member.userId === viewerId ? <PanelNote as="span"> (you)</PanelNote> : null}
                  </strong>
                  <small>
                    {member.email ?? `@${member.username}`} · joined {shortDate(member.joinedAt)}
                  </small>
                </Who>
                <Tag $tone={member.role === 'OWNER' ? 'secondary' : 'neutral'}>{member.role === 'OWNER' ? 'Owner' : 'Member'}</Tag>
                {owner && member.userId !== viewerId ? (
                  <Button type="button" $size="sm" $variant="ghost" onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
                    <Icon name="trash" size={16} />
                    <VisuallyHidden>Remove</VisuallyHidden>
                  </Button>
                ) : null}
              </li>
            ))}
          </Members>
        )}
      </WorkspacePanel>
      {owner ? <InvitePanel brand={brand} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.name ?? ''} from ${brand.name}?`}
        description="They stop seeing the brand’s requests and conversations at once. You can invite them again later."
        confirmLabel="Remove"
        cancelLabel="Cancel"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </Layout>
  );
};

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Members = styled.ul`
  display: flex;
  flex-direction: column;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
`;

const Who = styled.div`
  display: flex;
  flex: 1 1 160px;
  flex-direction: column;
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;
