import styled from 'styled-components';
import { GradientText } from './ui/Card';

/** The landing page's marketing claims, in a fixed order (creators, brands, connections, collaborations, resources). Claims, not live counts. */
export const MARKETING_STATS = [
  { value: '2,500+', label: 'Active creators' },
  { value: '150+', label: 'Partner brands' },
  { value: '8,500+', label: 'Connections made' },
  { value: '1,200+', label: 'Collaborations' },
  { value: '50+', label: 'Curated resources' },
] as const;

/** The numbers as a strip of cells: two columns on phones, three on tablets, one row from desktop up. */
export const MarketingStats = ({ align = 'start' }: { align?: 'start' | 'center' }) => (
  <Stats role="list" aria-label="SoundBoard in numbers">
    {MARKETING_STATS.map((stat) => (
      <Stat key={stat.label} $align={align}>
        <Value>{stat.value}</Value>
        <Label>{stat.label}</Label>
      </Stat>
    ))}
  </Stats>
);

const Stats = styled.ul`
  display: grid;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(2, 1fr);
  gap: 1px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  /* The 1px gaps show this colour: hairlines between the cells without doubled borders. */
  background: ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(5, 1fr);
  }
`;

const Stat = styled.li<{ $align: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface1};
  text-align: ${({ $align }) => $align};

  /* Five cells in two or three columns: the last one fills the row instead of leaving a hole. */
  &:last-child {
    grid-column: 1 / -1;

    ${({ theme }) => theme.media.tablet} {
      grid-column: span 2;
    }

    ${({ theme }) => theme.media.desktop} {
      grid-column: auto;
    }
  }
`;

const Value = styled(GradientText)`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
