import styled from 'styled-components';
import { LogoMark } from './Logo';
import { Spinner } from './ui/Spinner';

/** Full-screen spinner shown while the session is checked. */
export const LoadingScreen = () => (
  <>
    <Screen role="status" aria-live="polite">
      <LogoMark size={44} />
      <Spinner $size="lg" />
      <Label>Loading SoundBoard...</Label>
    </Screen>
    <Reserve aria-hidden="true" />
  </>
);

/** Holds a screen's height in the page under the overlay, so the footer does not jump when the page arrives. */
const Reserve = styled.div`
  min-height: 100vh;
`;

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.gradients.pageGlow}, ${({ theme }) => theme.colors.background};
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  letter-spacing: 0.01em;
`;
