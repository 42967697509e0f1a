import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { ButtonLink } from '../../components/ui/Button';
import { Container } from '../../components/ui/Container';

export const NotFoundRoute = () => {
  const { pathname } = useLocation();
  return (
    <Wrapper>
      <title>Page Not Found · SoundBoard</title>
      <Code aria-hidden="true">404</Code>
      <h1>404 Page Not Found</h1>
      <p>
        Nothing lives at <Path>{pathname}</Path>. Did you forget to add the page to the router?
      </p>
      <ButtonLink to="/">
        <Icon name="home" size={18} />
        Back to Home
      </ButtonLink>
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

  p {
    max-width: 480px;
    margin-bottom: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Code = styled.div`
  font-size: clamp(5rem, 3rem + 10vw, 9rem);
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: 1;
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
  background: ${({ theme }) => theme.gradients.accentText};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Path = styled.code`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface2};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
`;
