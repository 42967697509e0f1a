import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Logo } from '../Logo';
import { Container } from '../ui/Container';
import { Tooltip } from '../ui/Tooltip';
import { supportMailto } from '../../config/siteConfig';

const platformLinks = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Brands', to: '/brands' },
  { label: 'Networking', to: '/networking' },
  { label: 'Resources', to: '/resources' },
] as const;

/** The footer's feature names: placeholders, without targets. */
const features = ['Brand Discovery', 'MatchMade AI', 'Professional Networking', 'Brand Partnerships', 'Resource Library', 'Smart Recommendations'] as const;

const companyLinks = [
  { label: 'Help Center', to: '/help-center' },
  { label: 'About', to: '/about' },
  { label: 'Partner with Us', to: '/brands' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
] as const;

/** Back to the top of the page; the keyboard lands on the page content, not on the footer. */
function backToTop() {
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
  document.getElementById('main')?.focus({ preventScroll: true });
}

/** Contact Us only where a support address is configured. */
const contactHref = supportMailto();

export const Footer = () => (
  <Wrapper>
    <Container>
      <Columns>
        <Brand>
          <Logo />
          <Tagline>
            The networking platform where music creators meet verified industry brands, fellow creators and the resources that move a career forward.
          </Tagline>
        </Brand>
        <Column aria-labelledby="footer-platform">
          <ColumnTitle id="footer-platform">Platform</ColumnTitle>
          <List role="list">
            {platformLinks.map((link) => (
              <li key={link.label}>
                <FooterLink to={link.to}>{link.label}</FooterLink>
              </li>
            ))}
          </List>
        </Column>
        <Column aria-labelledby="footer-features">
          <ColumnTitle id="footer-features">Features</ColumnTitle>
          <List role="list">
            {features.map((feature) => (
              <li key={feature}>
                <Placeholder>{feature}</Placeholder>
              </li>
            ))}
          </List>
        </Column>
        <Column aria-labelledby="footer-company">
          <ColumnTitle id="footer-company">Support &amp; Company</ColumnTitle>
          <List role="list">
            {companyLinks.map((link) => (
              <li key={link.label}>
                <FooterLink to={link.to}>{link.label}</FooterLink>
              </li>
            ))}
            {contactHref ? (
              <li>
                <FooterAnchor href={contactHref}>Contact Us</FooterAnchor>
              </li>
            ) : null}
          </List>
        </Column>
      </Columns>
      <BottomBar>
        <BottomLinks>
          <FooterLink to="/auth">Sign In</FooterLink>
          <FooterLink to="/signup">Get Started</FooterLink>
        </BottomLinks>
        <BottomEnd>
          <Copyright>© 2024 SoundBoard. All rights reserved.</Copyright>
          <Tooltip content="Back to top">
            <TopButton type="button" aria-label="Back to top" onClick={backToTop}>
              <Icon name="chevronDown" size={18} />
            </TopButton>
          </Tooltip>
        </BottomEnd>
      </BottomBar>
    </Container>
  </Wrapper>
);

const Wrapper = styled.footer`
  margin-top: auto;
  /* Phones: room under the last row for the assistant's floating button, which would sit on it. */
  padding: ${({ theme }) => `${theme.space.xxxl} 0 ${theme.layout.fabClearance}`};

  ${({ theme }) => theme.media.tablet} {
    padding-bottom: ${({ theme }) => theme.space.xl};
  }

  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  background: ${({ theme }) => theme.colors.backgroundRaised};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: 1fr 1fr;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: 1.6fr 1fr 1fr 1fr;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 360px;

  ${({ theme }) => theme.media.desktop} {
    grid-column: auto;
  }
`;

const Tagline = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Column = styled.section``;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textPrimary};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FooterLink = styled(Link)`
  color: ${({ theme }) => theme.colors.textSecondary};
  transition: color ${({ theme }) => theme.transitions.base};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

const FooterAnchor = styled.a`
  color: ${({ theme }) => theme.colors.textSecondary};
  transition: color ${({ theme }) => theme.transitions.base};

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;

/* Quieter than the links beside them (nothing to click), yet still AA contrast on the footer. */
const Placeholder = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BottomBar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const BottomLinks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.lg};
`;

const Copyright = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const BottomEnd = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const TopButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surface1};
  color: ${({ theme }) => theme.colors.textMuted};
  transition:
    color ${({ theme }) => theme.transitions.base},
    border-color ${({ theme }) => theme.transitions.base};

  /* The icon set has one chevron; it points down, and up is where this goes. */
  svg {
    transform: rotate(180deg);
  }

  &:hover {
    color: ${({ theme }) => theme.colors.textPrimary};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
`;
