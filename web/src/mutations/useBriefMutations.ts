import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphQLErrorMessage, graphQLFieldErrors } from '../apollo/errors';
import { useAuth } from '../auth/authContext';
import { graphql } from '../gql';
import type { BriefOutcome, CreateBriefInput, UpdateBriefInput } from '../gql/graphql';
import { toast } from '../stores/toastStore';
import { joinConnection } from './cacheLists';

/** What a poster's page shows of a brief, as every write below answers it. */
export const BRIEF_MUTATION_FIELDS = graphql(`
  fragment BriefMutationFields on Brief {
    id
    title
    description
    kind
    status
    awaitingReview
    outcome
    outcomeReason
    removalReason
    closesAt
    updatedAt
    applicationCount
    compensation {
      type
      min
      max
      currency
    }
    genres
    skills
    roles
    deliverables {
      what
      count
      format
    }
    location
    remote
    questions
    poster {
      brand {
        id
        name
        slug
      }
    }
  }
`);

const CREATE_BRIEF = graphql(`
  mutation CreateBriefMutation($input: CreateBriefInput!) {
    createBrief(input: $input) {
      ...BriefMutationFields
    }
  }
`);

const UPDATE_BRIEF = graphql(`
  mutation UpdateBriefMutation($id: ID!, $input: UpdateBriefInput!) {
    updateBrief(id: $id, input: $input) {
      ...BriefMutationFields
    }
  }
`);

const PUBLISH_BRIEF = graphql(`
  mutation PublishBriefMutation($id: ID!) {
    publishBrief(id: $id) {
      id
      status
      awaitingReview
      closesAt
      updatedAt
    }
  }
`);

const PAUSE_BRIEF = graphql(`
  mutation PauseBriefMutation($id: ID!) {
    pauseBrief(id: $id) {
      id
      status
      updatedAt
    }
  }
`);

const CLOSE_BRIEF = graphql(`
  mutation CloseBriefMutation($id: ID!, $outcome: BriefOutcome!, $reason: String) {
    closeBrief(id: $id, outcome: $outcome, reason: $reason) {
      id
      status
      outcome
      outcomeReason
      updatedAt
    }
  }
`);

/** A write the server refused: its message, and its messages per field. */
export type BriefRefusal = { message: string; fields: Record<string, string> };

const refusalOf = (failure: unknown, fallback: string): BriefRefusal => ({
  message: graphQLErrorMessage(failure, fallback),
  fields: graphQLFieldErrors(failure),
});

/** How a publish ended: open at once, or waiting for an admin first. */
export type PublishResult = { published: true; awaitingReview: boolean } | { published: false; refusal: BriefRefusal };

/**
 * Saving a brief from its form: a new draft (it joins the poster's list, read again when next
 * shown: the server orders it), an edit (normalised in place), and publishing (open, or waiting
 * for review, as the answer says).
 */
export function useSaveBriefMutations() {
  const auth = useAuth();
  const viewerId = auth.status === 'signed-in' ? auth.user.id : null;
  const [create] = useMutation(CREATE_BRIEF);
  const [update] = useMutation(UPDATE_BRIEF);
  const [publish] = useMutation(PUBLISH_BRIEF);
  const [saving, setSaving] = useState(false);

  const save = useCallback(
    async (id: string | null, input: CreateBriefInput | UpdateBriefInput, { announce }: { announce: boolean }): Promise<{ id: string } | BriefRefusal> => {
      setSaving(true);
      try {
        if (id) {
          const { brandId: _brandId, ...fields } = input as CreateBriefInput;
          const { data } = await update({ variables: { id, input: fields } });
          if (announce) {
            toast(
              data?.updateBrief.status === 'DRAFT'
                ? { title: 'Draft saved', description: 'Only you can see it until you publish it.' }
                : { title: 'Changes saved', description: 'They show on the board now.' },
            );
          }
          return { id };
        }
        const { data } = await create({
          variables: { input: input as CreateBriefInput },
          update(store, { data: created }) {
            if (!created) return;
            // Every stored list of the viewer's briefs (the page's and a brand tab's) takes the new one.
            if (!viewerId) return;
            store.modify({
              id: store.identify({ __typename: 'User', id: viewerId }),
              fields: { briefs: (value, { DELETE }) => joinConnection(value, DELETE) },
            });
          },
        });
        if (announce) toast({ title: 'Draft saved', description: 'Only you can see it until you publish it.' });
        return { id: data!.createBrief.id };
      } catch (failure) {
        return refusalOf(failure, 'The brief could not be saved. Please try again.');
      } finally {
        setSaving(false);
      }
    },
    [create, update, viewerId],
  );

  const publishBrief = useCallback(
    async (id: string): Promise<PublishResult> => {
      setSaving(true);
      try {
        const { data } = await publish({ variables: { id } });
        const awaitingReview = Boolean(data?.publishBrief.awaitingReview);
        toast(
          awaitingReview
            ? { title: 'Sent for review', description: 'Your brief is checked by our team before it opens — usually within a day.' }
            : { title: 'Brief published', description: 'It is open on the collaboration board now.' },
        );
        return { published: true, awaitingReview };
      } catch (failure) {
        return { published: false, refusal: refusalOf(failure, 'The brief could not be published. Please try again.') };
      } finally {
        setSaving(false);
      }
    },
    [publish],
  );

  return { save, publishBrief, saving };
}

/**
 * A poster's actions on a brief in their list: pause, resume (publish again) and close with an
 * outcome. Each answer updates the brief where it is stored; a refusal is a toast, and `close`
 * also gives it back for its dialog.
 */
export function useBriefActions() {
  const [publish] = useMutation(PUBLISH_BRIEF);
  const [pause] = useMutation(PAUSE_BRIEF);
  const [close] = useMutation(CLOSE_BRIEF);

  const resume = useCallback(
    async (brief: { id: string; title: string }) => {
      try {
        const { data } = await publish({ variables: { id: brief.id } });
        toast(
          data?.publishBrief.awaitingReview
            ? { title: 'Sent for review', description: `“${brief.title}” is checked by our team before it opens — usually within a day.` }
            : { title: 'Brief open', description: `“${brief.title}” takes applications again.` },
        );
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not published', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [publish],
  );

  const pauseBrief = useCallback(
    async (brief: { id: string; title: string }) => {
      try {
        await pause({ variables: { id: brief.id } });
        toast({ title: 'Brief paused', description: `“${brief.title}” takes no applications until you resume it.` });
      } catch (failure) {
        toast({ variant: 'destructive', title: 'Not paused', description: graphQLErrorMessage(failure, 'Please try again.') });
      }
    },
    [pause],
  );

  const closeBrief = useCallback(
    async (brief: { id: string; title: string }, outcome: BriefOutcome, reason: string | null): Promise<BriefRefusal | null> => {
      try {
        await close({ variables: { id: brief.id, outcome, reason } });
        toast({
          title: 'Brief closed',
          description: outcome === 'HIRED' ? `“${brief.title}” closed with a hire.` : `“${brief.title}” closed; applicants read your reason.`,
        });
        return null;
      } catch (failure) {
        return refusalOf(failure, 'The brief could not be closed. Please try again.');
      }
    },
    [close],
  );

  return { resume, pauseBrief, closeBrief };
}
