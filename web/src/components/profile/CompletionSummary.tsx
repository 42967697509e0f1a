import type { ReactNode } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { CompletionSummary_CompletionFragment } from '../../gql/graphql';
import { missingFields, missingSummary } from './completion';
import { CompletionMeter } from './CompletionMeter';

export const CompletionSummary_completion = graphql(`
  fragment CompletionSummary_completion on ProfileCompletion {
    percent
    isComplete
    missingRequired
    missingOptional
  }
`);

type CompletionSummaryProps = {
  completion: CompletionSummary_CompletionFragment;
  /** A link to where the missing fields are filled in. */
  action?: ReactNode;
};

/** The saved profile's completion bar and, below it, what is still missing (two names, then '+N more'). */
export const CompletionSummary = ({ completion, action }: CompletionSummaryProps) => {
  const missing = missingFields(completion);
  return (
    <Wrapper>
      <CompletionMeter percent={completion.percent} size="lg" />
      <Footer>
        <Missing data-testid="completion-missing">
          {missing.length === 0 ? (
            'Every field is filled in. Your profile is complete.'
          ) : (
            <>
              <strong>{completion.isComplete ? 'Optional:' : 'Missing:'}</strong> {missingSummary(missing)}
            </>
          )}
        </Missing>
        {action}
      </Footer>
    </Wrapper>
  );
};

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Missing = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
