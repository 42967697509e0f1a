import styled from 'styled-components';

/** The back office's review queues (reports, briefs): a column of cards, each with a header row. */
export const QueueList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const QueueCard = styled.article`
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.md};
  overflow: hidden;
`;

/** Who or what a card is about, its tags and its actions, above the card's body. */
export const QueueCardHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  }
`;
