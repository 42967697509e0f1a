import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { Icon } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card, IconTile } from '../../components/ui/Card';
import { Page } from '../../components/ui/Page';
import { Spinner } from '../../components/ui/Spinner';
import { useAcceptBrandInviteMutation } from '../../mutations/useBrandWorkspaceMutations';

/**
 * /brand/join?token=…: the link an owner's invitation e-mails. Signed out, the invitee signs in or
 * creates a brand account first and comes back here; signed in, one click joins the team.
 */
export const BrandJoinRoute = () => {
  const auth = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const { accept, accepting: loading } = useAcceptBrandInviteMutation(auth.status === 'signed-in' ? auth.user.id : null);
  const [failure, setFailure] = useState<string | null>(null);
  const here = `/brand/join?token=${encodeURIComponent(token)}`;

  if (!token) {
    return (
      <Page>
        <title>Join a brand team · SoundBoard</title>
        <StatePanel icon="mail" title="This invitation link is incomplete" action={<ButtonLink to="/brand">Go to the brand workspace</ButtonLink>}>
          Open the link from the invitation e-mail as it is, or ask the brand’s owner to invite you again.
        </StatePanel>
      </Page>
    );
  }

  const join = async () => {
    setFailure(null);
    const outcome = await accept(token);
    if ('failure' in outcome) {
      setFailure(outcome.failure);
      return;
    }
    const brand = outcome.joined;
    await navigate(brand ? `/brand?brand=${encodeURIComponent(brand.slug)}` : '/brand', { replace: true });
  };

  return (
    <Page>
      <title>Join a brand team · SoundBoard</title>
      <Panel>
        <IconTile $tone="secondary">
          <Icon name="userPlus" size={22} />
        </IconTile>
        <h1>You are invited to a brand’s team</h1>
        <p>Team members answer creators’ connection requests and keep the brand’s page up to date on SoundBoard.</p>
        {auth.status === 'signed-in' ? (
          <>
            {failure ? <Failure role="alert">{failure}</Failure> : null}
            <Button type="button" disabled={loading} onClick={() => void join()}>
              {loading ? <Spinner $size="sm" /> : <Icon name="check" size={18} />}
              Join the team
            </Button>
            <Muted>Signed in as {auth.user.email}. The invitation works for the account it was sent to.</Muted>
          </>
        ) : (
          <Actions>
            <ButtonLink to={`/signup?as=brand&next=${encodeURIComponent(here)}`}>Create a brand account</ButtonLink>
            <ButtonLink to={`/login?next=${encodeURIComponent(here)}`} $variant="secondary">
              Sign in
            </ButtonLink>
          </Actions>
        )}
      </Panel>
    </Page>
  );
};

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  max-width: 560px;
  margin: 0 auto;
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Failure = styled.p`
  && {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

const Muted = styled.p`
  && {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
