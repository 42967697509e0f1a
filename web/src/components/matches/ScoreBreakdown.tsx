import styled from 'styled-components';

/** The engine's factor names (graph/src/modules/matchmade/weights.ts) as the creator reads them. */
export const FACTOR_LABELS: Record<string, string> = {
  lookingFor: 'What you are looking for',
  genres: 'Genres',
  careerStage: 'Career stage',
  text: 'Your bio',
  skills: 'Skills',
  region: 'Location',
};

type Factor = { name: string; weight: number; score: number; detail: string };
type Tip = { field: string; value: string; gain: number; text: string };

/**
 * Why a score is what it is: each factor's points out of its weight, with the engine's words,
 * then the profile changes that would raise it. The dashboard panel, /matches and a resource's
 * page show the same explanation.
 */
export const ScoreBreakdown = ({ name, breakdown, tips }: { name: string; breakdown: readonly Factor[]; tips: readonly Tip[] }) => (
  <>
    <Factors role="list" aria-label={`Score breakdown for ${name}`}>
      {breakdown.map((factor) => (
        <li key={factor.name}>
          <FactorHead>
            <span>{FACTOR_LABELS[factor.name] ?? factor.name}</span>
            <span>
              {Math.round(factor.score * factor.weight)} / {factor.weight}
            </span>
          </FactorHead>
          <Bar aria-hidden="true">
            <span style={{ width: `${Math.round(factor.score * 100)}%` }} />
          </Bar>
          <small>{factor.detail}</small>
        </li>
      ))}
    </Factors>
    {tips.length > 0 ? (
      <Tips>
        <strong>Raise this match</strong>
        <ul role="list">
          {tips.map((tip) => (
            <li key={`${tip.field}-${tip.value}`}>
              {/* The engine's text ends with the gain ("…: +12"), shown in colour here. */}
              {tip.text.replace(/: \+\d+$/, '')} <Gain>+{tip.gain}</Gain>
            </li>
          ))}
        </ul>
      </Tips>
    ) : null}
  </>
);

/** One column in a narrow card (the panel, a resource's side column), several across /matches. */
const Factors = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const FactorHead = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

const Bar = styled.span`
  display: block;
  height: 4px;
  margin: ${({ theme }) => theme.space.xxs} 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};

  span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${({ theme }) => theme.gradients.accent};
  }
`;

const Tips = styled.div`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.secondarySoft};
  font-size: ${({ theme }) => theme.fontSizes.xs};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xxs};
    margin-top: ${({ theme }) => theme.space.xxs};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Gain = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
