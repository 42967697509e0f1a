import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';

type LogoMarkProps = {
  size?: number;
};

/** The SoundBoard mark: three mixing-desk faders, each set to a different level. */
export const LogoMark = ({ size = 32 }: LogoMarkProps) => {
  const theme = useTheme();
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor={theme.colors.accent} />
          <stop offset="1" stopColor={theme.colors.secondary} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <g stroke={theme.colors.textOnAccent} strokeLinecap="round">
        <path d="M10 8v16M16 8v16M22 8v16" strokeWidth="2" strokeOpacity="0.45" />
      </g>
      <g fill={theme.colors.textOnAccent}>
        <rect x="7" y="17" width="6" height="4" rx="1.5" />
        <rect x="13" y="10" width="6" height="4" rx="1.5" />
        <rect x="19" y="14" width="6" height="4" rx="1.5" />
      </g>
    </svg>
  );
};

/** Mark plus wordmark, linking home. */
export const Logo = () => (
  <HomeLink to="/" aria-label="SoundBoard home">
    <LogoMark />
    <Wordmark>
      Sound<span>Board</span>
    </Wordmark>
  </HomeLink>
);

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-shrink: 0;
`;

const Wordmark = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
  color: ${({ theme }) => theme.colors.textPrimary};

  span {
    background: ${({ theme }) => theme.gradients.accentText};
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;
