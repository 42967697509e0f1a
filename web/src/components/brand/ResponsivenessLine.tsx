import styled from 'styled-components';
import { graphql } from '../../gql';
import type { Responsiveness_FigureFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
import { responsivenessParts } from './responsiveness';

export const Responsiveness_figure = graphql(`
  fragment Responsiveness_figure on BrandResponsiveness {
    responseRate
    medianFirstResponseHours
    sampleSize
    windowDays
  }
`);

/**
 * How reliably a brand answers creators, in one line: the rate in words first, then the median
 * and what it rests on, quieter. The server leaves it out (null) below its sample threshold.
 */
export const ResponsivenessLine = ({ figure, compact = false }: { figure: Responsiveness_FigureFragment; compact?: boolean }) => {
  const { rate, median, basis } = responsivenessParts(figure);
  return (
    <Line $compact={compact} data-testid="brand-responsiveness" title={`Requests from the last ${figure.windowDays} days`}>
      <Icon name="activity" size={compact ? 14 : 16} />
      <span>
        <strong>{rate}</strong>
        {median ? <> · {median}</> : null} · {basis}
      </span>
    </Line>
  );
};

const Line = styled.p<{ $compact: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme, $compact }) => ($compact ? theme.fontSizes.xs : theme.fontSizes.sm)};
  text-align: left;

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }

  strong {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
