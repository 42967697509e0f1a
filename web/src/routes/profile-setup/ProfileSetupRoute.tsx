import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import type { SessionUser } from '../../auth/sessionUser';
import { avatarLetter } from '../../auth/userDisplay';
import { Icon } from '../../components/Icon';
import { PageLoader } from '../../components/PageLoader';
import { CompletionChecklist } from '../../components/profile/CompletionChecklist';
import { asCompletionFields, COMPLETION_THRESHOLD, missingFields, type Completion } from '../../components/profile/completion';
import { CompletionMeter } from '../../components/profile/CompletionMeter';
import { PictureField } from '../../components/profile/PictureField';
import { BasicsFields, LinksFields, MusicFields, SkillsGoalsFields } from '../../components/profile/ProfileFieldGroups';
import type { ProfileFieldName } from '../../components/profile/profileForm';
import { markProfileSetupRedirected, markProfileSetupSkipped } from '../../components/profile/profileSetupFlags';
import { useProfileForm, type ProfileForm } from '../../components/profile/useProfileForm';
import { useSaveProfileForm } from '../../components/profile/useSaveProfileForm';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError, Page, StickySide, WithSidebar } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import type { ProfileFieldGroups_ProfileFragment, ProfileFieldGroups_VocabularyFragment } from '../../gql/graphql';
import { VisuallyHidden } from '../../components/ui/VisuallyHidden';

export const PROFILE_SETUP_ROUTE_QUERY = graphql(`
  query ProfileSetupRouteQuery {
    viewer {
      id
      profile {
        id
        ...ProfileFieldGroups_profile
      }
    }
    vocabulary {
      ...ProfileFieldGroups_vocabulary
    }
  }
`);

type Step = {
  title: string;
  summary: string;
  heading: string;
  intro: string;
  fields: readonly ProfileFieldName[];
  picture?: boolean;
};

/** The four steps; each saves its own fields when the creator moves on. */
const STEPS: readonly Step[] = [
  {
    title: 'Basics',
    summary: 'Name, location, stage',
    heading: 'Start with the basics',
    intro: 'The name you release under, where you are based and where you are on your journey.',
    fields: ['artistName', 'location', 'careerStage'],
  },
  {
    title: 'Your music',
    summary: 'Genres, bio, tracks',
    heading: 'Tell us about your music',
    intro: 'Your genres, a short bio and the tracks people can play on your page: MatchMade AI matches resources to your sound.',
    fields: ['genres', 'bio', 'featuredTracks'],
  },
  {
    title: 'Skills & goals',
    summary: 'What you do and need',
    heading: 'Skills and goals',
    intro: 'What you bring to a project, and what you are looking for right now.',
    fields: ['skills', 'lookingFor'],
  },
  {
    title: 'Links & picture',
    summary: 'Website, socials, photo',
    heading: 'Links and picture',
    intro: 'Where people can hear more, and a picture so they recognise you.',
    fields: ['website', 'socialMedia'],
    picture: true,
  },
];

/** The completion fields a step fills in (its picture included); featured tracks count toward none. */
const scoredFields = (step: Step) => asCompletionFields([...step.fields, ...(step.picture ? ['profilePictureUrl'] : [])]);

/**
 * Where a reopened wizard starts: at the first step the saved profile has not finished (the last
 * step when every one is done), with every step up to the furthest that holds saved data open to
 * pick, so that coming back resumes where the data stands instead of at step 1 with the saved
 * steps locked.
 */
function resumePoint(completion: Pick<Completion, 'missingRequired' | 'missingOptional'>): { index: number; reached: number; done: number[] } {
  const missing = new Set<string>(missingFields(completion));
  const done = STEPS.map((step) => scoredFields(step).every((field) => !missing.has(field)));
  const started = STEPS.map((step) => scoredFields(step).some((field) => !missing.has(field)));
  const firstOpen = done.indexOf(false);
  const index = firstOpen === -1 ? STEPS.length - 1 : firstOpen;
  return { index, reached: Math.max(index, started.lastIndexOf(true)), done: STEPS.flatMap((_, i) => (done[i] ? [i] : [])) };
}

export const ProfileSetupRoute = () => {
  const auth = useAuth();
  const { data, error } = useQuery(PROFILE_SETUP_ROUTE_QUERY);
  if (auth.status !== 'signed-in') return null;

  return (
    <Page>
      <title>Profile Setup · SoundBoard</title>
      <PageHeader
        eyebrow="Profile Setup"
        title="Set Up Your Creator Profile"
        intro={`Four short steps. Reach ${COMPLETION_THRESHOLD}% and MatchMade AI can start matching you with resources that fit.`}
      />
      {data?.viewer ? (
        <Wizard key={data.viewer.id} user={auth.user} profile={data.viewer.profile ?? null} vocabulary={data.vocabulary} />
      ) : error ? (
        <LoadError role="alert">Your profile could not be loaded. Please reload the page.</LoadError>
      ) : (
        <PageLoader />
      )}
    </Page>
  );
};

type WizardProps = {
  user: SessionUser;
  profile: ProfileFieldGroups_ProfileFragment | null;
  vocabulary: ProfileFieldGroups_VocabularyFragment;
};

const Wizard = ({ user, profile, vocabulary }: WizardProps) => {
  const form = useProfileForm(profile);
  const { setFormElement } = form;
  const navigate = useNavigate();
  const { saveFields, saving } = useSaveProfileForm(form);
  // Computed once, from the saved profile the form starts with.
  const [resume] = useState(() => resumePoint(form.completion));
  const [index, setIndex] = useState(resume.index);
  const [reached, setReached] = useState(resume.reached);
  // Ticked: the steps the saved profile had finished, and those the creator moved on from since.
  const [passed, setPassed] = useState<ReadonlySet<number>>(() => new Set(resume.done));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const step = STEPS[index] ?? STEPS[0]!;
  const last = index === STEPS.length - 1;

  /** Saves the step's fields (and picture), shows what the server refused; true when all went through. */
  const saveStep = (current: Step, finishing: boolean): Promise<boolean> =>
    saveFields(current.fields, {
      withPicture: Boolean(current.picture),
      successToast: finishing ? { title: 'Profile saved', description: `Your profile is ${form.completion.percent}% complete.` } : undefined,
    });

  const goTo = async (target: number) => {
    if (target === index || saving) return;
    if (!(await saveStep(step, false))) return;
    setIndex(target);
    setReached((value) => Math.max(value, target));
    // Moving on ticks the step left behind; stepping back to an earlier one does not.
    if (target > index) setPassed((steps) => new Set(steps).add(index));
    // The new step's heading takes the focus, so keyboard and screen-reader users start at its top.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const finish = async () => {
    if (saving || !(await saveStep(step, true))) return;
    // Setup was done in this session: the dashboard must not send the creator straight back.
    markProfileSetupRedirected();
    await navigate('/dashboard');
  };

  const skip = async () => {
    markProfileSetupSkipped();
    await navigate('/dashboard');
  };

  return (
    <WithSidebar>
      <Main>
        <Steps aria-label="Profile setup steps">
          {STEPS.map((item, i) => {
            const state = i === index ? 'current' : passed.has(i) ? 'done' : 'upcoming';
            return (
              <li key={item.title}>
                <StepButton
                  type="button"
                  $state={state}
                  data-state={state}
                  aria-current={i === index ? 'step' : undefined}
                  disabled={i > reached || saving}
                  onClick={() => void goTo(i)}
                >
                  <StepNumber $state={state} aria-hidden="true">
                    {state === 'done' ? <Icon name="check" size={14} /> : i + 1}
                  </StepNumber>
                  <StepText>
                    <strong>
                      <VisuallyHidden>Step {i + 1}: </VisuallyHidden>
                      {item.title}
                    </strong>
                    <small>{item.summary}</small>
                  </StepText>
                </StepButton>
              </li>
            );
          })}
        </Steps>

        <MobileMeter>
          <CompletionMeter percent={form.completion.percent} caption="live" />
        </MobileMeter>

        <StepCard
          as="form"
          ref={setFormElement}
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            void (last ? finish() : goTo(index + 1));
          }}
        >
          <StepHead>
            <StepCount>
              Step {index + 1} of {STEPS.length}
            </StepCount>
            <h2 id={headingId} ref={headingRef} tabIndex={-1}>
              {step.heading}
            </h2>
            <p>{step.intro}</p>
          </StepHead>

          <StepFields step={index} form={form} vocabulary={vocabulary} user={user} />

          <Footer>
            <Button type="button" $variant="ghost" disabled={index === 0 || saving} onClick={() => void goTo(index - 1)}>
              <Icon name="arrowLeft" size={18} />
              Back
            </Button>
            <FooterEnd>
              <Button type="button" $variant="ghost" disabled={saving} onClick={() => void skip()}>
                Skip for now
              </Button>
              <Button type="submit" disabled={saving}>
                {saving ? <Spinner $size="sm" /> : null}
                {last ? 'Finish' : 'Next'}
                {last || saving ? null : <Icon name="arrowRight" size={18} />}
              </Button>
            </FooterEnd>
          </Footer>
        </StepCard>
      </Main>

      <StickySide aria-label="Profile completion">
        <Card>
          <SideInner>
            <CompletionMeter percent={form.completion.percent} caption="live" size="lg" />
            <SideNote>
              {form.completion.percent >= COMPLETION_THRESHOLD
                ? 'Past the 50% minimum: MatchMade AI can match you. Every field you add sharpens it.'
                : `Reach ${COMPLETION_THRESHOLD}% so MatchMade AI can start matching you.`}
            </SideNote>
            <CompletionChecklist missingRequired={form.completion.missingRequired} missingOptional={form.completion.missingOptional} />
          </SideInner>
        </Card>
      </StickySide>
    </WithSidebar>
  );
};

type StepFieldsProps = {
  step: number;
  form: ProfileForm;
  vocabulary: ProfileFieldGroups_VocabularyFragment;
  user: SessionUser;
};

const StepFields = ({ step, form, vocabulary, user }: StepFieldsProps) => {
  switch (step) {
    case 0:
      return <BasicsFields form={form} vocabulary={vocabulary} />;
    case 1:
      return <MusicFields form={form} vocabulary={vocabulary} />;
    case 2:
      return <SkillsGoalsFields form={form} vocabulary={vocabulary} />;
    default:
      return (
        <LinksStep>
          <PictureField form={form} fallbackLetter={avatarLetter({ ...user, artistName: form.values.artistName })} saveLabel="Finish" />
          <LinksFields form={form} vocabulary={vocabulary} />
        </LinksStep>
      );
  }
};

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

type StepState = 'current' | 'done' | 'upcoming';

const StepButton = styled.button<{ $state: StepState }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $state }) => ($state === 'current' ? theme.colors.borderAccent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.colors.accentSoft : theme.colors.surface1)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.colors.textFaint : theme.colors.textPrimary)};
  text-align: left;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    background ${({ theme }) => theme.transitions.base};

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  &:disabled {
    cursor: default;
  }

  /* Phones: numbers only, the current step's name is the step heading below. */
  justify-content: center;

  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-start;
  }
`;

const StepNumber = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 28px;
  height: 28px;
  flex-shrink: 0;
  border-radius: 50%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ theme, $state }) => ($state === 'current' ? theme.gradients.accent : $state === 'done' ? theme.colors.successSoft : theme.colors.surface3)};
  color: ${({ theme, $state }) => ($state === 'current' ? theme.colors.textOnAccent : $state === 'done' ? theme.colors.success : theme.colors.textMuted)};
`;

/**
 * The step's name and summary. Phones show the numbers only (the current step's name is the heading
 * below), but the text stays in the accessibility tree as the button's name; wider screens show it,
 * wrapped rather than cut.
 */
const StepText = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  display: flex;
  min-width: 0;
  flex-direction: column;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    overflow-wrap: anywhere;
  }

  small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }

  ${({ theme }) => theme.media.tablet} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip-path: none;
    white-space: normal;
  }
`;

const MobileMeter = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface1};

  ${({ theme }) => theme.media.desktop} {
    display: none;
  }
`;

const StepCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const StepHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  h2:focus {
    outline: none;
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StepCount = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentHover};
`;

const LinksStep = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const FooterEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
`;

const SideInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const SideNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
