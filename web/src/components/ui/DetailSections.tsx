import styled from 'styled-components';
import { Card } from './Card';
import { Tag, type TagTone } from './Tag';

/**
 * The sections of a public page about someone (a creator, a brand): one column on a phone, and
 * `$columns` from desktop width up, the first section (the about text) across all of them.
 */
export const DetailGrid = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));

    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** One titled section of such a page; its paragraphs keep their line breaks and wrap long words. */
export const DetailSection = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** A wrapping list of tags (genres, skills, offers). */
export const DetailTagRow = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

type DetailTagSectionProps = {
  title: string;
  tags: readonly string[];
  tone: TagTone;
  /** Tags that are short phrases (offers) and may outgrow a phone: they wrap instead. */
  wrap?: boolean;
};

/** A titled section of tags; nothing when there are none. */
export const DetailTagSection = ({ title, tags, tone, wrap = false }: DetailTagSectionProps) =>
  tags.length > 0 ? (
    <DetailSection aria-label={title}>
      <h2>{title}</h2>
      <DetailTagRow>
        {tags.map((tag) => (
          <li key={tag}>{wrap ? <WrappingTag $tone={tone}>{tag}</WrappingTag> : <Tag $tone={tone}>{tag}</Tag>}</li>
        ))}
      </DetailTagRow>
    </DetailSection>
  ) : null;

const WrappingTag = styled(Tag)`
  white-space: normal;
`;
