import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../components/ui/BackLink';
import { BRIEF_LIMITS } from '../../../../graph/src/shared/limits';
import { GENRES, LOOKING_FOR, SKILLS } from '../../../../graph/src/shared/vocabulary';
import { COMPENSATION_LABELS, KIND_LABELS } from '../../components/briefs/briefWords';
import { StatePanel } from '../../components/directory/DirectoryStates';
import { useFormState } from '../../components/form/useFormState';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { Alert } from '../../components/ui/Alert';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card, IconTile } from '../../components/ui/Card';
import { CheckboxChips, RadioChips } from '../../components/ui/ChoiceChips';
import { FieldError, FieldHint } from '../../components/ui/fieldParts';
import { LoadError, Page } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { graphql } from '../../gql';
import type { BriefKind, CompensationType } from '../../gql/graphql';
import { useSaveBriefMutations } from '../../mutations/useBriefMutations';
import {
  briefServerErrors,
  closesRange,
  createBriefInput,
  initialBriefValues,
  RANGED,
  updateBriefInput,
  validateBrief,
  type BriefFormValues,
  type DeliverableRow,
} from './briefForm';

export const BRIEF_FORM_ROUTE_QUERY = graphql(`
  query BriefFormRouteQuery($id: ID!, $editing: Boolean!) {
    viewer {
      id
      userType
      managedBrands {
        id
        name
        verified
      }
    }
    brief(id: $id) @include(if: $editing) {
      ...BriefMutationFields
    }
  }
`);

const kindOptions = (Object.keys(KIND_LABELS) as BriefKind[]).map((value) => ({ value, label: KIND_LABELS[value] }));
const compensationOptions = (Object.keys(COMPENSATION_LABELS) as CompensationType[]).map((value) => ({ value, label: COMPENSATION_LABELS[value] }));
const vocabulary = (words: readonly string[]) => words.map((value) => ({ value, label: value }));
const count = (n: number, limit: number) => `${n.toLocaleString('en')} / ${limit.toLocaleString('en')}`;

/**
 * /collaboration/new and /collaboration/:id/edit: the poster's brief form. Save draft keeps it to
 * the poster; Publish opens it (or sends it for review first: a poster's first brief and an
 * unverified poster's wait for an admin). `?brand=<id>` starts a new brief as that brand.
 */
export const BriefFormRoute = () => {
  const { id } = useParams();
  const [params] = useSearchParams();
  const editing = Boolean(id);
  const { data, loading, error } = useQuery(BRIEF_FORM_ROUTE_QUERY, { variables: { id: id ?? '', editing }, fetchPolicy: 'cache-and-network' });
  const [published, setPublished] = useState<{ id: string; awaitingReview: boolean } | null>(null);

  if (loading && !data) return <PageLoader />;
  if (error && !data) {
    return (
      <Page>
        <LoadError role="alert">The brief could not be loaded. Please reload the page.</LoadError>
      </Page>
    );
  }
  const viewer = data?.viewer;
  if (!viewer) return null;
  const brief = editing ? data?.brief : null;
  if (editing && !brief) {
    return (
      <Page>
        <StatePanel icon="file" title="No such brief" action={<ButtonLink to="/collaboration/mine">Your briefs</ButtonLink>}>
          It may have been removed, or it is not yours to edit.
        </StatePanel>
      </Page>
    );
  }

  if (published) return <Published {...published} />;

  const brands = viewer.managedBrands.filter((b) => b.verified);
  const canPostAsSelf = viewer.userType !== 'BRAND';
  const asBrand = params.get('brand');
  const startAs = brief ? '' : brands.some((b) => b.id === asBrand) ? asBrand! : canPostAsSelf ? '' : (brands[0]?.id ?? '');
  if (!brief && !canPostAsSelf && brands.length === 0) {
    return (
      <Page>
        <StatePanel icon="verified" title="Briefs are posted for a verified brand" action={<ButtonLink to="/brand">Brand workspace</ButtonLink>}>
          Once an admin has verified your brand, your team posts briefs for it here.
        </StatePanel>
      </Page>
    );
  }
  const editable = !brief || ['DRAFT', 'OPEN', 'PAUSED'].includes(brief.status);

  return (
    <Page>
      <title>{`${brief ? 'Edit brief' : 'Post a brief'} · SoundBoard`}</title>
      <Narrow>
        <BackLink to="/collaboration/mine">
          <Icon name="arrowLeft" size={16} />
          Your briefs
        </BackLink>
        <PageHeader
          eyebrow="Collaboration board"
          title={brief ? 'Edit your brief' : 'Post a brief'}
          intro={
            brief ? 'Changes show on the board as soon as you save.' : 'Say what you are making and who you need. Creators whose profile fits see it first.'
          }
        />
        {editable ? (
          <BriefForm
            key={brief?.id ?? 'new'}
            briefId={brief?.id ?? null}
            status={brief?.status ?? 'DRAFT'}
            awaitingReview={brief?.awaitingReview ?? false}
            initial={initialBriefValues(brief ?? null, startAs)}
            brands={brands}
            canPostAsSelf={canPostAsSelf}
            onPublished={setPublished}
          />
        ) : (
          <Alert title="This brief can no longer be edited">A closed, expired or removed brief stays as it ended.</Alert>
        )}
      </Narrow>
    </Page>
  );
};

type BriefFormProps = {
  briefId: string | null;
  status: string;
  awaitingReview: boolean;
  initial: BriefFormValues;
  brands: readonly { id: string; name: string }[];
  canPostAsSelf: boolean;
  onPublished: (result: { id: string; awaitingReview: boolean }) => void;
};

const BriefForm = ({ briefId: storedId, status, awaitingReview, initial: start, brands, canPostAsSelf, onPublished }: BriefFormProps) => {
  const navigate = useNavigate();
  // A new brief whose publish was refused is saved already: the next try changes that draft.
  const [briefId, setBriefId] = useState(storedId);
  const { save, publishBrief, saving } = useSaveBriefMutations();
  const validate = useCallback((values: BriefFormValues) => validateBrief(values), []);
  const { values, initial, field, list, set, errorFor, form, setServerErrors, saved } = useFormState<BriefFormValues, string>(() => start, validate, {
    showErrors: 'submitted',
  });
  const [refusal, setRefusal] = useState<{ title: string; text: string } | null>(null);
  const range = useMemo(() => closesRange(), []);
  const isDraft = status === 'DRAFT';
  const ranged = RANGED.includes(values.compensationType);

  const submit = async (valid: BriefFormValues, intent: 'draft' | 'publish') => {
    setRefusal(null);
    const publishing = intent === 'publish' && isDraft && !awaitingReview;
    const result = await save(briefId, briefId ? updateBriefInput(valid, initial) : createBriefInput(valid), { announce: !publishing });
    if ('message' in result) {
      setRefusal({ title: 'The brief was not saved', text: result.message });
      setServerErrors(briefServerErrors(result.fields));
      return;
    }
    saved();
    if (publishing) {
      const outcome = await publishBrief(result.id);
      if (outcome.published) {
        onPublished({ id: result.id, awaitingReview: outcome.awaitingReview });
        return;
      }
      setRefusal({ title: 'Saved as a draft, not published', text: outcome.refusal.message });
      setServerErrors(briefServerErrors(outcome.refusal.fields));
      setBriefId(result.id);
      return;
    }
    if (!briefId) void navigate(`/collaboration/${result.id}/edit`, { replace: true });
  };

  const setRow = (index: number, patch: Partial<DeliverableRow>) =>
    set(
      'deliverables',
      values.deliverables.map((row, i) => (i === index ? { ...row, ...patch } : row)),
    );
  const setQuestion = (index: number, text: string) =>
    set(
      'questions',
      values.questions.map((q, i) => (i === index ? text : q)),
    );

  // Save draft and Publish both submit the form, each with our checks first; the button says which.
  const draftForm = form((valid) => submit(valid, 'draft'));
  const publishForm = form((valid) => submit(valid, 'publish'));
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    ((event.nativeEvent as SubmitEvent).submitter?.dataset.intent === 'publish' ? publishForm : draftForm).onSubmit(event);

  const postAsOptions = [...(canPostAsSelf ? [{ value: '', label: 'Myself' }] : []), ...brands.map((b) => ({ value: b.id, label: b.name }))];

  return (
    <Form {...draftForm} onSubmit={onSubmit}>
      {!briefId && postAsOptions.length > 1 ? (
        <Section aria-labelledby="brief-poster">
          <SectionHead id="brief-poster">Post as</SectionHead>
          <RadioChips
            id="postAs"
            label="Who posts this brief"
            hint="A brand’s brief shows the brand, never which of its team wrote it."
            options={postAsOptions}
            value={values.postAs}
            error={errorFor('postAs')}
            onChange={(value) => set('postAs', value)}
          />
        </Section>
      ) : null}

      <Section aria-labelledby="brief-what">
        <SectionHead id="brief-what">The brief</SectionHead>
        <TextField
          {...field('title')}
          label="Title"
          placeholder="e.g. Vocalist for a melodic house single"
          maxLength={BRIEF_LIMITS.title + 20}
          hint={`${count(values.title.trim().length, BRIEF_LIMITS.title)} characters`}
        />
        <TextAreaField
          {...field('description')}
          label="Description"
          rows={7}
          placeholder="What you are making, what the work is, what you already have, and what happens next."
          status={`${count(values.description.trim().length, BRIEF_LIMITS.description)} characters`}
        />
        <RadioChips
          id="kind"
          label="Kind"
          options={kindOptions}
          value={values.kind}
          error={errorFor('kind')}
          onChange={(value) => set('kind', value as BriefKind)}
        />
      </Section>

      <Section aria-labelledby="brief-pay">
        <SectionHead id="brief-pay">Compensation</SectionHead>
        <RadioChips
          id="compensationType"
          label="How it pays"
          options={compensationOptions}
          value={values.compensationType}
          onChange={(value) => set('compensationType', value as CompensationType)}
        />
        {ranged ? (
          <PayRow>
            <TextField {...field('compensationMin')} label="From" inputMode="numeric" placeholder="500" />
            <TextField {...field('compensationMax')} label="To" inputMode="numeric" placeholder="1500" />
            <TextField {...field('currency')} label="Currency" maxLength={3} placeholder="EUR" autoCapitalize="characters" />
          </PayRow>
        ) : (
          <FieldHint>
            {values.compensationType === 'UNPAID'
              ? 'Say in the description what the collaborator gets instead.'
              : 'Say in the description how the shares are split.'}
          </FieldHint>
        )}
        {errorFor('compensation') ? <FieldError>{errorFor('compensation')}</FieldError> : null}
      </Section>

      <Section aria-labelledby="brief-who">
        <SectionHead id="brief-who">Who you are looking for</SectionHead>
        <CheckboxChips
          {...list('roles')}
          label="Roles wanted"
          optional
          hint={`${count(values.roles.length, BRIEF_LIMITS.listItems)} chosen`}
          options={vocabulary(LOOKING_FOR)}
        />
        <CheckboxChips
          {...list('genres')}
          label="Genres"
          optional
          hint={`${count(values.genres.length, BRIEF_LIMITS.listItems)} chosen`}
          options={vocabulary(GENRES)}
        />
        <CheckboxChips
          {...list('skills')}
          label="Skills"
          optional
          hint={`${count(values.skills.length, BRIEF_LIMITS.listItems)} chosen`}
          options={vocabulary(SKILLS)}
        />
      </Section>

      <Section aria-labelledby="brief-deliverables">
        <SectionHeadRow>
          <SectionHead id="brief-deliverables">Deliverables</SectionHead>
          <Counter>{count(values.deliverables.length, BRIEF_LIMITS.deliverables)}</Counter>
        </SectionHeadRow>
        <Rows>
          {values.deliverables.map((row, i) => (
            <DeliverableLine key={i} aria-label={`Deliverable ${i + 1}`} role="group">
              <TextField
                name={`deliverables[${i}].what`}
                label="What"
                placeholder="e.g. Lead vocal stems"
                value={row.what}
                error={errorFor(`deliverables[${i}].what`)}
                maxLength={BRIEF_LIMITS.deliverableWhat + 20}
                onChange={(event) => setRow(i, { what: event.target.value })}
              />
              <TextField
                name={`deliverables[${i}].count`}
                label="How many"
                inputMode="numeric"
                value={row.count}
                error={errorFor(`deliverables[${i}].count`)}
                onChange={(event) => setRow(i, { count: event.target.value })}
              />
              <TextField
                name={`deliverables[${i}].format`}
                label="Format"
                optional
                placeholder="WAV 24-bit"
                value={row.format}
                error={errorFor(`deliverables[${i}].format`)}
                maxLength={BRIEF_LIMITS.deliverableFormat + 20}
                onChange={(event) => setRow(i, { format: event.target.value })}
              />
              <RemoveButton
                type="button"
                $variant="ghost"
                $size="sm"
                aria-label={`Remove deliverable ${i + 1}`}
                onClick={() =>
                  set(
                    'deliverables',
                    values.deliverables.filter((_, j) => j !== i),
                  )
                }
              >
                <Icon name="trash" size={16} />
              </RemoveButton>
            </DeliverableLine>
          ))}
        </Rows>
        {values.deliverables.length < BRIEF_LIMITS.deliverables ? (
          <AddButton
            type="button"
            $variant="secondary"
            $size="sm"
            onClick={() => set('deliverables', [...values.deliverables, { what: '', count: '1', format: '' }])}
          >
            <Icon name="plus" size={16} />
            Add a deliverable
          </AddButton>
        ) : (
          <FieldHint>That is the most a brief lists ({BRIEF_LIMITS.deliverables}).</FieldHint>
        )}
      </Section>

      <Section aria-labelledby="brief-where">
        <SectionHead id="brief-where">Where and when</SectionHead>
        <WhereRow>
          <TextField
            {...field('location')}
            label="Location"
            optional={values.remote}
            placeholder="e.g. Berlin, Germany"
            maxLength={BRIEF_LIMITS.location + 20}
          />
          <Check>
            <input type="checkbox" id="brief-remote" checked={values.remote} onChange={(event) => set('remote', event.target.checked)} />
            <label htmlFor="brief-remote">The work can be done remotely</label>
          </Check>
        </WhereRow>
        <DateField>
          <TextField
            {...field('closesOn')}
            type="date"
            label="Applications close"
            min={range.min}
            max={range.max}
            hint={`At the end of that day. ${BRIEF_LIMITS.closesDefaultDays} days by default, at most ${BRIEF_LIMITS.closesMaxDays}.`}
          />
        </DateField>
      </Section>

      <Section aria-labelledby="brief-questions">
        <SectionHeadRow>
          <SectionHead id="brief-questions">Screening questions</SectionHead>
          <Counter>{count(values.questions.length, BRIEF_LIMITS.questions)}</Counter>
        </SectionHeadRow>
        <FieldHint>Every applicant answers them with their pitch. Optional.</FieldHint>
        {values.questions.map((question, i) => (
          <QuestionLine key={i}>
            <TextField
              name={`questions[${i}]`}
              label={`Question ${i + 1}`}
              placeholder="e.g. Which of your releases is closest to this sound?"
              value={question}
              error={errorFor(`questions[${i}]`)}
              maxLength={BRIEF_LIMITS.question + 20}
              onChange={(event) => setQuestion(i, event.target.value)}
            />
            <RemoveButton
              type="button"
              $variant="ghost"
              $size="sm"
              aria-label={`Remove question ${i + 1}`}
              onClick={() =>
                set(
                  'questions',
                  values.questions.filter((_, j) => j !== i),
                )
              }
            >
              <Icon name="trash" size={16} />
            </RemoveButton>
          </QuestionLine>
        ))}
        {values.questions.length < BRIEF_LIMITS.questions ? (
          <AddButton type="button" $variant="secondary" $size="sm" onClick={() => set('questions', [...values.questions, ''])}>
            <Icon name="plus" size={16} />
            Add a question
          </AddButton>
        ) : null}
      </Section>

      {refusal ? <Alert title={refusal.title}>{refusal.text}</Alert> : null}

      <Actions>
        {isDraft && awaitingReview ? <FieldHint>Waiting for review: it opens once our team has checked it.</FieldHint> : null}
        {briefId ? (
          <ButtonLink to={`/collaboration/${briefId}`} $variant="ghost">
            Preview
          </ButtonLink>
        ) : null}
        <Button type="submit" $variant={isDraft && !awaitingReview ? 'secondary' : 'primary'} disabled={saving}>
          {isDraft ? 'Save draft' : 'Save changes'}
        </Button>
        {isDraft && !awaitingReview ? (
          <Button type="submit" disabled={saving} data-intent="publish">
            <Icon name="send" size={18} />
            Publish
          </Button>
        ) : null}
      </Actions>
    </Form>
  );
};

/** After Publish: open now, or waiting for review, in words the poster can act on. */
const Published = ({ id, awaitingReview }: { id: string; awaitingReview: boolean }) => (
  <Page>
    <title>{`${awaitingReview ? 'Sent for review' : 'Brief published'} · SoundBoard`}</title>
    <Narrow>
      <Done>
        <IconTile $tone={awaitingReview ? 'secondary' : 'accent'} aria-hidden="true">
          <Icon name={awaitingReview ? 'shield' : 'check'} size={22} />
        </IconTile>
        <h1>{awaitingReview ? 'Your brief is waiting for review' : 'Your brief is open'}</h1>
        <p>
          {awaitingReview
            ? 'Your first brief is checked by our team before it opens — usually within a day. Until then it waits under your briefs, marked Awaiting review.'
            : 'It is on the collaboration board now. Applications come to your briefs page.'}
        </p>
        <DoneActions>
          <ButtonLink to="/collaboration/mine">Go to your briefs</ButtonLink>
          <ButtonLink to={`/collaboration/${id}`} $variant="secondary">
            View the brief
          </ButtonLink>
        </DoneActions>
      </Done>
    </Narrow>
  </Page>
);

const Narrow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 860px;
  margin: 0 auto;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const SectionHead = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const SectionHeadRow = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const PayRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  > :last-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr)) 120px;
    align-items: start;

    > :last-child {
      grid-column: auto;
    }
  }
`;

const Rows = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const DeliverableLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  > :first-child {
    grid-column: 1 / -1;
  }

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 2fr) 110px minmax(0, 1fr) auto;
    padding-bottom: 0;
    border-bottom: 0;

    > :first-child {
      grid-column: auto;
    }
  }
`;

const QuestionLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const RemoveButton = styled(Button)`
  width: 44px;
  min-height: 44px;
  margin-top: 28px;
  padding: 0;
`;

const AddButton = styled(Button)`
  align-self: flex-start;
`;

const WhereRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const Check = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;

  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }

  label {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const DateField = styled.div`
  max-width: 280px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};

  > p {
    flex: 1 1 100%;
  }

  ${({ theme }) => theme.media.tablet} {
    > p {
      flex: 1 1 auto;
    }
  }
`;

const Done = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }

  p {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const DoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
