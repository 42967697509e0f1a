import styled from 'styled-components';
import { siteConfig, supportMailto } from '../config/siteConfig';

/**
 * The way a suspended account reaches the people who can lift it: the site's support address,
 * with a subject line, when the site has one (SUPPORT_EMAIL); nothing is promised when it has
 * none, since no other channel reaches an admin.
 */
export const SuspendedSupport = () => {
  const support = supportMailto('Suspended account');
  if (!support) return null;
  return (
    <span>
      If you think this is a mistake, write to <SupportLink href={support}>{siteConfig.supportEmail}</SupportLink>.
    </span>
  );
};

const SupportLink = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentHover};
  text-decoration: underline;
  overflow-wrap: anywhere;
`;
