import { Link } from 'react-router-dom';
import { siteConfig, supportMailto } from '../../config/siteConfig';

/**
 * The support address inside a sentence ("write to … "), as a mail link with a subject; where no
 * SUPPORT_EMAIL is configured, the Help Center instead of an address that does not exist.
 */
export const SupportAddress = ({ subject }: { subject: string }) => {
  const href = supportMailto(subject);
  return href ? <a href={href}>{siteConfig.supportEmail}</a> : <Link to="/help-center">the Help Center</Link>;
};
