import { graphql } from '../gql';

/**
 * Every field of a completion, as the profile mutations answer it: written over the cached copy,
 * it serves whichever page reads any part of it (banner, bar, checklist, prompt rules).
 */
export const ProfileCompletionFields = graphql(`
  fragment ProfileCompletionFields on ProfileCompletion {
    percent
    isComplete
    missingRequired
    missingOptional
    urgency
    promptDue
  }
`);
