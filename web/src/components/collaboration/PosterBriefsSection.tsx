import styled from 'styled-components';
import type { BriefCard_PosterBriefFragment, PosterFigures_StatsFragment } from '../../gql/graphql';
import { DirectoryGrid } from '../directory/DirectoryStates';
import { Card } from '../ui/Card';
import { PageSection, SectionTitle } from '../ui/Page';
import { BriefCard } from './BriefCard';
import { PosterFigures } from './PosterFigures';

type PosterBriefsSectionProps = {
  /** The poster's name, as the page shows it. */
  name: string;
  briefs: readonly BriefCard_PosterBriefFragment[];
  stats: PosterFigures_StatsFragment | null | undefined;
};

/**
 * On a creator's or a brand's page: the briefs they have open on the collaboration board, and their
 * record as a poster. Nothing for someone who never posted one.
 */
export const PosterBriefsSection = ({ name, briefs, stats }: PosterBriefsSectionProps) => {
  if (briefs.length === 0 && !stats) return null;
  return (
    <PageSection aria-labelledby="poster-briefs-title" data-testid="poster-briefs">
      <div>
        <SectionTitle id="poster-briefs-title">Open briefs</SectionTitle>
        <Intro>{briefs.length > 0 ? `What ${name} is looking for on the collaboration board right now.` : `${name} has no brief open right now.`}</Intro>
      </div>
      <Figures aria-labelledby="poster-figures-title">
        <h3 id="poster-figures-title">{name} as a poster</h3>
        <PosterFigures stats={stats} label={`${name} on the board`} />
      </Figures>
      {briefs.length > 0 ? (
        <DirectoryGrid $min="320px" aria-label={`Open briefs by ${name}`}>
          {briefs.map((brief) => (
            <li key={brief.id}>
              <BriefCard brief={brief} />
            </li>
          ))}
        </DirectoryGrid>
      ) : null}
    </PageSection>
  );
};

const Intro = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Figures = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dl {
    ${({ theme }) => theme.media.tablet} {
      grid-template-columns: repeat(4, minmax(0, 1fr));
    }
  }
`;
