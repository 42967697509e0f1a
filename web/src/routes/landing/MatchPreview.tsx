import styled, { useTheme } from 'styled-components';
import { Icon } from '../../components/Icon';
import { completionTone, matchScoreTone } from '../../components/scoreColors';

/** Illustrative sample data for the hero; real matches come from the graph on the dashboard. */
const sampleMatches = [
  { initials: 'ND', name: 'Northwind Distribution', detail: 'Distribution · Fits your release plan', score: 94 },
  { initials: 'HA', name: 'Halcyon Audio', detail: 'Plugins & gear · Matches your production skills', score: 87 },
  { initials: 'BS', name: 'Brightline Sync', detail: 'Sync licensing · Suits your genres', score: 76 },
] as const;

const SAMPLE_COMPLETION = 82;

/** Waveform bar heights in percent; fixed so the art never shifts between renders. */
const waveform = [30, 55, 80, 45, 65, 95, 60, 40, 75, 50, 88, 35, 58, 72, 42, 90, 54, 66, 38, 82, 47, 70, 33, 60];

/** Decorative preview of the MatchMade panel shown in the landing hero. */
export const MatchPreview = () => {
  const theme = useTheme();
  const completion = completionTone(theme, SAMPLE_COMPLETION);
  return (
    <Frame aria-hidden="true">
      <Waveform>
        {waveform.map((height, index) => (
          <Bar key={index} style={{ height: `${height}%` }} />
        ))}
      </Waveform>
      <Panel>
        <PanelHeader>
          <PanelIcon>
            <Icon name="sparkles" size={18} />
          </PanelIcon>
          <div>
            <PanelTitle>MatchMade AI</PanelTitle>
            <PanelSubtitle>Top matches for your profile</PanelSubtitle>
          </div>
          <Live>Live</Live>
        </PanelHeader>
        <Rows>
          {sampleMatches.map((match) => {
            const tone = matchScoreTone(theme, match.score);
            return (
              <Row key={match.name}>
                <Initials>{match.initials}</Initials>
                <RowText>
                  <RowName>{match.name}</RowName>
                  <RowDetail>{match.detail}</RowDetail>
                </RowText>
                <Score style={{ color: tone.color, background: tone.background }}>{match.score}%</Score>
              </Row>
            );
          })}
        </Rows>
        <More>+4 more matches available</More>
        <Completion>
          <CompletionLabel>
            <span>Profile completion</span>
            <strong style={{ color: completion.color }}>{SAMPLE_COMPLETION}%</strong>
          </CompletionLabel>
          <Track>
            <Fill style={{ width: `${SAMPLE_COMPLETION}%`, background: completion.color }} />
          </Track>
        </Completion>
      </Panel>
    </Frame>
  );
};

const Frame = styled.div`
  position: relative;
  width: 100%;
  max-width: 520px;
  justify-self: center;
  padding-top: ${({ theme }) => theme.space.xl};

  &::before {
    content: '';
    position: absolute;
    inset: 10% 5% -5%;
    z-index: -1;
    border-radius: 50%;
    background: ${({ theme }) => theme.gradients.accent};
    filter: blur(80px);
    opacity: 0.35;
  }
`;

const Waveform = styled.div`
  position: absolute;
  top: 0;
  left: 8%;
  right: 8%;
  display: flex;
  align-items: flex-end;
  gap: 4px;
  height: 56px;
  opacity: 0.7;
`;

const Bar = styled.span`
  flex: 1;
  border-radius: 3px 3px 0 0;
  background: ${({ theme }) => theme.gradients.accent};
`;

const Panel = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  > div {
    flex: 1;
  }
`;

const PanelIcon = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.gradients.accent};
  color: ${({ theme }) => theme.colors.textOnAccent};
`;

const PanelTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const PanelSubtitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Live = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  &::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface3};
  color: ${({ theme }) => theme.colors.secondaryLight};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const RowText = styled.div`
  flex: 1;
  min-width: 0;
`;

const RowName = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const RowDetail = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Score = styled.span`
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const More = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Completion = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const CompletionLabel = styled.p`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
`;
