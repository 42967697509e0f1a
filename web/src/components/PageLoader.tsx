import styled from 'styled-components';
import { Spinner } from './ui/Spinner';

/** In-page fallback while an on-demand page downloads; the navigation stays in place. */
export const PageLoader = () => (
  <Wrapper role="status" aria-live="polite">
    <Spinner />
    <Label>Loading page…</Label>
  </Wrapper>
);

// A screen tall: the footer stays below the fold until the page arrives, instead of showing
// and then being pushed down (a layout shift).
const Wrapper = styled.div`
  display: flex;
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Label = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
