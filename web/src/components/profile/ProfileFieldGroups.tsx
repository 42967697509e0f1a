import styled from 'styled-components';
import { graphql } from '../../gql';
import type { ProfileFieldGroups_VocabularyFragment } from '../../gql/graphql';
import { Icon } from '../Icon';
import { FieldError, FieldGroup as Fieldset, FieldHint, FieldLegend as Legend, Optional } from '../ui/fieldParts';
import { TagInput } from '../ui/TagInput';
import { TextAreaField } from '../ui/TextAreaField';
import { TextField } from '../ui/TextField';
import { BIO_MIN_LENGTH } from './completion';
import { FeaturedTracksField } from './FeaturedTracksField';
import { controlId, isSocialPlatform, PROFILE_LIMITS, SOCIAL_LABELS, SOCIAL_PLATFORMS, withScheme } from './profileForm';
import type { ProfileForm } from './useProfileForm';
import { capitalise, formatCount } from '../format';

export const ProfileFieldGroups_profile = graphql(`
  fragment ProfileFieldGroups_profile on Profile {
    id
    artistName
    bio
    genres
    location
    careerStage
    skills
    profilePictureUrl
    website
    lookingFor
    socialMedia {
      instagram
      tiktok
      youtube
      spotify
      soundcloud
      bandcamp
      x
      facebook
      twitch
      appleMusic
    }
    featuredTracks {
      url
      provider
      title
    }
  }
`);

export const ProfileFieldGroups_vocabulary = graphql(`
  fragment ProfileFieldGroups_vocabulary on Vocabulary {
    genres
    careerStages
    skills
    lookingFor
    socialPlatforms
  }
`);

type GroupProps = {
  form: ProfileForm;
  vocabulary: ProfileFieldGroups_VocabularyFragment;
};

/** Plain-words descriptions of the career stages (the vocabulary holds only their names). */
const STAGE_NOTES: Record<string, string> = {
  beginner: 'Just getting started with making and sharing music',
  emerging: 'Releasing music and building a fan base',
  established: 'A steady audience, catalogue and live history',
  professional: 'Music is your full-time career',
};

/** Artist name, location and career stage. */
export const BasicsFields = ({ form, vocabulary }: GroupProps) => {
  const stageError = form.errorFor('careerStage');
  return (
    <Group>
      <Row>
        <TextField
          id={controlId('artistName')}
          label="Artist name"
          hint="The name brands and fans know you by."
          value={form.values.artistName}
          maxLength={PROFILE_LIMITS.artistName}
          autoComplete="nickname"
          placeholder="e.g. Nova Raye"
          error={form.errorFor('artistName')}
          onChange={(event) => form.setField('artistName', event.target.value)}
          onBlur={() => form.reveal('artistName')}
        />
        <TextField
          id={controlId('location')}
          label="Location"
          hint="City and country, so local brands and creators find you."
          value={form.values.location}
          maxLength={PROFILE_LIMITS.location}
          autoComplete="address-level2"
          placeholder="e.g. Lagos, Nigeria"
          error={form.errorFor('location')}
          onChange={(event) => form.setField('location', event.target.value)}
          onBlur={() => form.reveal('location')}
        />
      </Row>
      <Fieldset aria-describedby={stageError ? `${controlId('careerStage')}-error` : undefined}>
        <Legend>Career stage</Legend>
        <Stages>
          {vocabulary.careerStages.map((stage) => {
            const id = `${controlId('careerStage')}-${stage}`;
            return (
              <Stage key={stage}>
                <input
                  type="radio"
                  id={id}
                  name="careerStage"
                  value={stage}
                  checked={form.values.careerStage === stage}
                  aria-invalid={stageError ? true : undefined}
                  onChange={() => form.setField('careerStage', stage)}
                />
                <label htmlFor={id}>
                  <strong>{capitalise(stage)}</strong>
                  {STAGE_NOTES[stage] ? <small>{STAGE_NOTES[stage]}</small> : null}
                  <Check aria-hidden="true">
                    <Icon name="check" size={14} />
                  </Check>
                </label>
              </Stage>
            );
          })}
        </Stages>
        {stageError ? <FieldError id={`${controlId('careerStage')}-error`}>{stageError}</FieldError> : null}
      </Fieldset>
    </Group>
  );
};

/** The bio counter: characters so far against the 50 that make a bio count. */
const BioCounter = ({ length }: { length: number }) => {
  const reached = length >= BIO_MIN_LENGTH;
  return (
    <Counter $reached={reached}>
      <CounterTrack aria-hidden="true">
        <CounterFill style={{ width: `${Math.min(100, (length / BIO_MIN_LENGTH) * 100)}%` }} $reached={reached} />
      </CounterTrack>
      <span data-testid="bio-counter">
        {reached ? (
          <>
            <Icon name="check" size={14} /> {formatCount(length)} / {formatCount(PROFILE_LIMITS.bio)} characters · counts toward your profile
          </>
        ) : (
          <>
            {length} / {BIO_MIN_LENGTH} characters · {BIO_MIN_LENGTH - length} more to count toward your profile
          </>
        )}
      </span>
    </Counter>
  );
};

/** Genres, bio and the featured tracks. */
export const MusicFields = ({ form, vocabulary }: GroupProps) => (
  <Group>
    <TagInput
      id={controlId('genres')}
      label="Genres"
      hint="Pick from the suggestions or type your own and press Enter."
      placeholder="Add a genre"
      values={form.values.genres}
      suggestions={vocabulary.genres}
      maxItems={PROFILE_LIMITS.listItems}
      maxLength={PROFILE_LIMITS.listItemLength}
      error={form.errorFor('genres')}
      onChange={(genres) => form.setField('genres', genres)}
      onBlur={() => form.reveal('genres')}
    />
    <TextAreaField
      id={controlId('bio')}
      label="Bio"
      hint={`Your sound, your story and what you are working on. At least ${BIO_MIN_LENGTH} characters count toward your profile.`}
      placeholder="Dream-pop producer from Lagos blending analog synths with Afrobeats grooves…"
      value={form.values.bio}
      maxLength={PROFILE_LIMITS.bio}
      rows={6}
      error={form.errorFor('bio')}
      status={<BioCounter length={form.values.bio.trim().length} />}
      onChange={(event) => form.setField('bio', event.target.value)}
      onBlur={() => form.reveal('bio')}
    />
    <FeaturedTracksField form={form} />
  </Group>
);

/** Skills and what the creator is looking for. */
export const SkillsGoalsFields = ({ form, vocabulary }: GroupProps) => (
  <Group>
    <TagInput
      id={controlId('skills')}
      label="Skills"
      hint="What you bring to a project."
      placeholder="Add a skill"
      values={form.values.skills}
      suggestions={vocabulary.skills}
      maxItems={PROFILE_LIMITS.listItems}
      maxLength={PROFILE_LIMITS.listItemLength}
      error={form.errorFor('skills')}
      onChange={(skills) => form.setField('skills', skills)}
      onBlur={() => form.reveal('skills')}
    />
    <TagInput
      id={controlId('lookingFor')}
      label="Looking for"
      optional
      hint="Services, partners and opportunities MatchMade AI should find for you."
      placeholder="Add what you need"
      values={form.values.lookingFor}
      suggestions={vocabulary.lookingFor}
      maxItems={PROFILE_LIMITS.listItems}
      maxLength={PROFILE_LIMITS.listItemLength}
      error={form.errorFor('lookingFor')}
      onChange={(lookingFor) => form.setField('lookingFor', lookingFor)}
      onBlur={() => form.reveal('lookingFor')}
    />
  </Group>
);

/** Website and one link per social platform. */
export const LinksFields = ({ form, vocabulary }: GroupProps) => {
  const platforms = vocabulary.socialPlatforms.filter(isSocialPlatform);
  const ordered = platforms.length > 0 ? platforms : SOCIAL_PLATFORMS;
  const socialError = form.errorFor('socialMedia');
  return (
    <Group>
      <TextField
        id={controlId('website')}
        label="Website"
        optional
        type="url"
        inputMode="url"
        autoComplete="url"
        placeholder="https://yourname.com"
        value={form.values.website}
        error={form.errorFor('website')}
        onChange={(event) => form.setField('website', event.target.value)}
        onBlur={() => {
          const fixed = withScheme(form.values.website);
          if (fixed !== form.values.website) form.setField('website', fixed);
          form.reveal('website');
        }}
      />
      <Fieldset>
        <Legend>
          Social media <Optional>(optional)</Optional>
        </Legend>
        <FieldHint>One link is enough to count toward your profile; add as many as you use.</FieldHint>
        <Socials>
          {ordered.map((platform) => {
            const key = `socialMedia.${platform}`;
            return (
              <TextField
                key={platform}
                id={controlId(key)}
                label={SOCIAL_LABELS[platform].label}
                type="url"
                inputMode="url"
                placeholder={SOCIAL_LABELS[platform].placeholder}
                value={form.values.socialMedia[platform]}
                error={form.errorFor(key)}
                onChange={(event) => form.setSocial(platform, event.target.value)}
                onBlur={() => {
                  const link = form.values.socialMedia[platform];
                  if (withScheme(link) !== link) form.setSocial(platform, withScheme(link));
                  form.reveal(key);
                }}
              />
            );
          })}
        </Socials>
        {socialError ? <FieldError>{socialError}</FieldError> : null}
      </Fieldset>
    </Group>
  );
};

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Stages = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Check = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  color: transparent;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast};
`;

const Stage = styled.div`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }

  label {
    display: flex;
    flex-direction: column;
    gap: 2px;
    height: 100%;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xxl} ${theme.space.sm} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.backgroundRaised};
    cursor: pointer;
    transition:
      border-color ${({ theme }) => theme.transitions.base},
      background ${({ theme }) => theme.transitions.base};
  }

  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  label:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  input:checked + label {
    border-color: ${({ theme }) => theme.colors.borderAccent};
    background: ${({ theme }) => theme.colors.accentSoft};
  }

  input:checked + label ${Check} {
    border-color: transparent;
    background: ${({ theme }) => theme.gradients.accent};
    color: ${({ theme }) => theme.colors.textOnAccent};
  }

  input:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const Counter = styled.div<{ $reached: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 6px;
  color: ${({ theme, $reached }) => ($reached ? theme.colors.success : theme.colors.textMuted)};

  span {
    display: inline-flex;
    align-items: center;
    flex-wrap: wrap;
    gap: 4px;
  }
`;

const CounterTrack = styled.div`
  height: 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface3};
  overflow: hidden;
`;

const CounterFill = styled.div<{ $reached: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $reached }) => ($reached ? theme.colors.success : theme.gradients.accent)};
  transition: width ${({ theme }) => theme.transitions.base};
`;

const Socials = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;
