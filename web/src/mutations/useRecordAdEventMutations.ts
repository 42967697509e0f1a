import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../gql';

export const RECORD_AD_IMPRESSION_MUTATION = graphql(`
  mutation RecordAdImpressionMutation($id: ID!) {
    recordAdImpression(id: $id)
  }
`);

export const RECORD_AD_CLICK_MUTATION = graphql(`
  mutation RecordAdClickMutation($id: ID!) {
    recordAdClick(id: $id)
  }
`);

/**
 * Counts a banner's impression or click, fire and forget: nothing waits on the answer and nothing
 * shows when it fails (the viewer came for the dashboard, not for our counting). The server counts
 * each at most once per session (or visitor) per ad per day, so a repeat costs nothing.
 */
export function useRecordAdEventMutations() {
  const [impression] = useMutation(RECORD_AD_IMPRESSION_MUTATION);
  const [click] = useMutation(RECORD_AD_CLICK_MUTATION);
  const recordImpression = useCallback((id: string) => void impression({ variables: { id } }).catch(() => undefined), [impression]);
  const recordClick = useCallback((id: string) => void click({ variables: { id } }).catch(() => undefined), [click]);
  return { recordImpression, recordClick };
}
