import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { siteConfig, supportMailto } from '../../config/siteConfig';

type SupportAddressProps = {
  subject: string;
  /** The sentence with the address in it. */
  children: (address: ReactNode) => ReactNode;
  /** The sentence with the Help Center in it, for a deployment without SUPPORT_EMAIL. */
  otherwise: (helpCenter: ReactNode) => ReactNode;
};

/**
 * A sentence that points to the support address, as a mail link with a subject; where no
 * SUPPORT_EMAIL is configured, its other wording, which points to the Help Center instead of an
 * address that does not exist.
 */
export const SupportAddress = ({ subject, children, otherwise }: SupportAddressProps) => {
  const href = supportMailto(subject);
  return href ? children(<a href={href}>{siteConfig.supportEmail}</a>) : otherwise(<Link to="/help-center">the Help Center</Link>);
};
