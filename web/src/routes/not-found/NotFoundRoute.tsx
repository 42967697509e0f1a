import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { Button, ButtonLink } from '../../components/ui/Button';
import { GradientText, IconTile } from '../../components/ui/Card';
import { Container } from '../../components/ui/Container';

const suggestions = [
  { to: '/brands', icon: 'verified', title: 'Brands', text: 'Verified music-industry brands' },
  { to: '/resources', icon: 'book', title: 'Resources', text: 'Curated tools and services' },
  { to: '/networking', icon: 'users', title: 'Networking', text: 'Creators to work with' },
  { to: '/help-center', icon: 'help', title: 'Help Center', text: 'Answers to common questions' },
] as const;

export const NotFoundRoute = () => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // React Router numbers its history entries; on a first visit there is nowhere in the app to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <Wrapper>
      <title>Page Not Found · SoundBoard</title>
      <Code aria-hidden="true">404</Code>
      <h1>404 Page Not Found</h1>
      <Lead>This track isn’t on the setlist. The link may be old, or the address mistyped.</Lead>
      <Hint>
        Nothing lives at <Path>{pathname}</Path> yet. Did you forget to add the page to the router?
      </Hint>
      <Actions>
        <ButtonLink to="/">
          <Icon name="home" size={18} />
          Back to Home
        </ButtonLink>
        {canGoBack ? (
          <Button type="button" $variant="secondary" onClick={() => void navigate(-1)}>
            <Icon name="arrowLeft" size={18} />
            Go Back
          </Button>
        ) : null}
      </Actions>
      <Suggestions aria-label="Popular pages">
        <SuggestionsTitle>Or pick up from here</SuggestionsTitle>
        <ul role="list">
          {suggestions.map((item) => (
            <li key={item.to}>
              <Suggestion to={item.to}>
                <IconTile $tone="secondary">
                  <Icon name={item.icon} size={20} />
                </IconTile>
                <span>
                  <strong>{item.title}</strong>
                  <small>{item.text}</small>
                </span>
              </Suggestion>
            </li>
          ))}
        </ul>
      </Suggestions>
    </Wrapper>
  );
};

const Wrapper = styled(Container)`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.xxxl};
  padding-bottom: ${({ theme }) => theme.space.huge};
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
  }
`;

const Lead = styled.p`
  max-width: 480px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Hint = styled.p`
  max-width: 520px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Suggestions = styled.nav`
  width: 100%;
  max-width: 760px;
  margin-top: ${({ theme }) => theme.space.xl};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};

    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
`;

const SuggestionsTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const Suggestion = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};
  text-align: left;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};

  span {
    display: flex;
    flex-direction: column;
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
    transform: translateY(-2px);
  }
`;

const Code = styled(GradientText).attrs({ as: 'div' })`
  font-size: clamp(5rem, 3rem + 10vw, 9rem);
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: 1;
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
`;

const Path = styled.code`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface2};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
`;
