import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { PageLoader } from '../PageLoader';
import { SessionEndedBar } from '../SessionEndedNotice';
import { Footer } from './Footer';
import { TopNav } from './TopNav';
import { VerifyEmailBanner } from './VerifyEmailBanner';

/** Chrome around every page: skip link, top navigation, the e-mail reminder (when due), the notice of an ended session, the page itself, footer. */
export const AppLayout = () => (
  <Shell>
    <SkipLink href="#main">Skip to content</SkipLink>
    <TopNav />
    <VerifyEmailBanner />
    <SessionEndedBar />
    <Main id="main" tabIndex={-1}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Main>
    <Footer />
    {/* Every fresh page load has the key 'default': keyed by it alone, a page opened in a new tab
        would inherit the scroll position of whatever page was loaded fresh before it. */}
    <ScrollRestoration getKey={(location) => (location.key === 'default' ? location.pathname : location.key)} />
  </Shell>
);

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  z-index: ${({ theme }) => theme.zIndices.overlay};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  transform: translateY(-200%);

  &:focus-visible {
    transform: none;
  }
`;
