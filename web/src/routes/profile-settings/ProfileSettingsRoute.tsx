import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useAuth } from '../../auth/authContext';
import type { SessionUser } from '../../auth/sessionUser';
import { avatarLetter } from '../../auth/userDisplay';
import { useUnsavedChangesWarning } from '../../components/form/useUnsavedChangesWarning';
import { MyReports } from '../../components/moderation/MyReports';
import { PrivacySettings } from '../../components/network/PrivacySettings';
import { PageLoader } from '../../components/PageLoader';
import { CompletionChecklist } from '../../components/profile/CompletionChecklist';
import { CompletionMeter } from '../../components/profile/CompletionMeter';
import { PictureField } from '../../components/profile/PictureField';
import { BasicsFields, LinksFields, MusicFields, SkillsGoalsFields } from '../../components/profile/ProfileFieldGroups';
import { useProfileForm, type ProfileForm } from '../../components/profile/useProfileForm';
import { useSaveProfileForm } from '../../components/profile/useSaveProfileForm';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { LoadError, Page, StickySide, WithSidebar, SectionTitle } from '../../components/ui/Page';
import { PageHeader } from '../../components/ui/PageHeader';
import { Spinner } from '../../components/ui/Spinner';
import { graphql } from '../../gql';
import type { ProfileFieldGroups_ProfileFragment, ProfileFieldGroups_VocabularyFragment } from '../../gql/graphql';
import { SaveBar as Bar, SaveBarActions as BarActions, SaveBarDot as Dot, SaveBarStatus as BarStatus } from '../../components/form/SaveBar';

export const PROFILE_SETTINGS_ROUTE_QUERY = graphql(`
  query ProfileSettingsRouteQuery {
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

const SAVED_TOAST = { title: 'Profile saved', description: 'Your changes are live on your profile.' };

export const ProfileSettingsRoute = () => {
  const auth = useAuth();
  const { data, error } = useQuery(PROFILE_SETTINGS_ROUTE_QUERY);
  if (auth.status !== 'signed-in') return null;

  return (
    <Page>
      <title>Profile Settings · SoundBoard</title>
      <PageHeader eyebrow="Settings" title="Profile Settings" intro="Your account details and the profile that powers your MatchMade AI recommendations." />
      {data?.viewer ? (
        <SettingsForm
          // A new form for another account's profile: its state starts from what was loaded.
          key={data.viewer.id}
          user={auth.user}
          profile={data.viewer.profile ?? null}
          vocabulary={data.vocabulary}
        />
      ) : error ? (
        <LoadError role="alert">Your profile could not be loaded. Please reload the page.</LoadError>
      ) : (
        <PageLoader />
      )}
    </Page>
  );
};

type SettingsFormProps = {
  user: SessionUser;
  profile: ProfileFieldGroups_ProfileFragment | null;
  vocabulary: ProfileFieldGroups_VocabularyFragment;
};

const SECTIONS = [
  { id: 'account', title: 'Account' },
  { id: 'basics', title: 'Basics' },
  { id: 'music', title: 'Your music' },
  { id: 'skills', title: 'Skills & goals' },
  { id: 'picture', title: 'Profile picture' },
  { id: 'links', title: 'Links' },
  { id: 'privacy', title: 'Privacy & safety' },
  { id: 'reports', title: 'Your reports' },
] as const;

/** Every profile field in sections, saved together with one button. */
const SettingsForm = ({ user, profile, vocabulary }: SettingsFormProps) => {
  const form = useProfileForm(profile);
  const { setFormElement } = form;
  const { saveFields, saving } = useSaveProfileForm(form);
  const { dialog } = useUnsavedChangesWarning(form.dirty);

  const onSave = () => saveFields(form.changedFields, { withPicture: true, successToast: SAVED_TOAST, skipUnchanged: true });

  const details = [
    { label: 'Email', value: user.email },
    { label: 'Username', value: user.username },
    { label: 'First name', value: user.firstName },
    { label: 'Last name', value: user.lastName },
  ];

  return (
    <WithSidebar $side="300px">
      <Form
        ref={setFormElement}
        noValidate
        aria-label="Profile settings"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <Section id="account" title="Account" intro="How you sign in. These details stay private.">
          <AccountLink>
            <span>Change your e-mail or password, download your data or delete your account.</span>
            <ButtonLink to="/account" $variant="secondary" $size="sm">
              Account Settings
            </ButtonLink>
          </AccountLink>
          <Details>
            {details.map((detail) => (
              <div key={detail.label}>
                <dt>{detail.label}</dt>
                <dd>{detail.value?.trim() ? detail.value : <NotSet>Not set</NotSet>}</dd>
              </div>
            ))}
          </Details>
        </Section>
        <Section id="basics" title="Basics" intro="Who you are and where you are on your journey.">
          <BasicsFields form={form} vocabulary={vocabulary} />
        </Section>
        <Section id="music" title="Your music" intro="The sound MatchMade AI matches resources to, and the tracks people can play on your page.">
          <MusicFields form={form} vocabulary={vocabulary} />
        </Section>
        <Section id="skills" title="Skills & goals" intro="What you bring, and what you are looking for.">
          <SkillsGoalsFields form={form} vocabulary={vocabulary} />
        </Section>
        <Section id="picture" title="Profile picture" intro="Shown on your profile and in the navigation.">
          <PictureField form={form} fallbackLetter={avatarLetter({ ...user, artistName: form.values.artistName })} saveLabel="Save changes" />
        </Section>
        <Section id="links" title="Links" intro="Where brands and fans can hear more from you.">
          <LinksFields form={form} vocabulary={vocabulary} />
        </Section>
        <Section
          id="privacy"
          title="Privacy & safety"
          intro="Who can write to you, what connected brands may count, and who you have blocked. Saved as you choose."
        >
          <PrivacySettings />
        </Section>
        <div id="reports">
          <MyReports />
        </div>
        <SaveBar form={form} saving={saving} />
      </Form>
      <StickySide aria-label="Profile completion">
        <Card>
          <SideInner>
            <CompletionMeter percent={form.completion.percent} caption={form.dirty ? 'with unsaved changes' : undefined} />
            <CompletionChecklist missingRequired={form.completion.missingRequired} missingOptional={form.completion.missingOptional} />
          </SideInner>
        </Card>
        <SectionNav aria-label="Settings sections">
          {SECTIONS.map((section) => (
            <a key={section.id} href={`#${section.id}`}>
              {section.title}
            </a>
          ))}
        </SectionNav>
      </StickySide>
      {dialog}
    </WithSidebar>
  );
};

type SectionProps = { id: string; title: string; intro: string; children: ReactNode };

const Section = ({ id, title, intro, children }: SectionProps) => (
  <SectionCard as="section" id={id} aria-labelledby={`${id}-title`}>
    <SectionHead>
      <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
      <p>{intro}</p>
    </SectionHead>
    {children}
  </SectionCard>
);

/** The one Save: always in reach at the bottom of the screen, saying whether anything is unsaved. */
const SaveBar = ({ form, saving }: { form: ProfileForm; saving: boolean }) => (
  <Bar data-dirty={form.dirty}>
    <BarStatus role="status" $dirty={form.dirty}>
      <Dot $dirty={form.dirty} aria-hidden="true" />
      {saving ? 'Saving…' : form.dirty ? 'You have unsaved changes' : 'All changes saved'}
    </BarStatus>
    <BarActions>
      <Button type="button" $variant="ghost" $size="sm" disabled={!form.dirty || saving} onClick={form.discard}>
        Discard
      </Button>
      <Button type="submit" $size="sm" disabled={!form.dirty || saving}>
        {saving ? <Spinner $size="sm" /> : null}
        Save changes
      </Button>
    </BarActions>
  </Bar>
);

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const SectionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  scroll-margin-top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.md});
`;

const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};

  ${SectionTitle} {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Details = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }

  div {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.backgroundRaised};
    min-width: 0;
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const AccountLink = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NotSet = styled.span`
  color: ${({ theme }) => theme.colors.textFaint};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

const SideInner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const SectionNav = styled.nav`
  display: flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface1};

  a {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radii.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  a:hover {
    background: ${({ theme }) => theme.colors.surface2};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
