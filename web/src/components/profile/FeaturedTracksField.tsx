import { useState } from 'react';
import styled from 'styled-components';
import { FEATURED_TRACKS_MAX, parseTrackUrl, PROVIDER_NAMES } from '../../../../graph/src/shared/featured-tracks';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { FieldError, FieldGroup, FieldHint, FieldLegend, Optional } from '../ui/fieldParts';
import { TextField } from '../ui/TextField';
import { Facade, FacadeText } from './FeaturedTracks';
import { controlId, PROFILE_LIMITS, withScheme } from './profileForm';
import type { ProfileForm } from './useProfileForm';

const HINT = 'A link from Spotify, SoundCloud, YouTube, Bandcamp (Share → Embed) or Apple Music. Others hear it on your page in that service’s player.';

/**
 * The featured tracks of the profile form: the tracks so far (each removable) and a box to add
 * one more, up to five. A link is checked as it is added, by the rule the server applies, and kept
 * in its service's own form; a link pasted and left (without pressing Add) is added too, so that
 * Save never drops it.
 */
export const FeaturedTracksField = ({ form }: { form: ProfileForm }) => {
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();
  const tracks = form.values.featuredTracks;
  const full = tracks.length >= FEATURED_TRACKS_MAX;

  const add = (): boolean => {
    const link = withScheme(draft);
    if (!link) return false;
    const parsed = parseTrackUrl(link);
    if ('problem' in parsed) {
      setDraftError(parsed.problem);
      return false;
    }
    if (!tracks.includes(parsed.track.url)) form.setField('featuredTracks', [...tracks, parsed.track.url]);
    setDraft('');
    setDraftError(undefined);
    return true;
  };

  const listError = form.errorFor('featuredTracks');
  const inputId = controlId('featuredTracks');
  return (
    <FieldGroup>
      <FieldLegend>
        Featured tracks <Optional>(optional)</Optional>
      </FieldLegend>
      <FieldHint>Up to {FEATURED_TRACKS_MAX} tracks people can play on your page.</FieldHint>
      {tracks.length > 0 ? (
        <List aria-label="Your featured tracks">
          {tracks.map((url, index) => {
            const parsed = parseTrackUrl(url);
            const title = 'track' in parsed ? parsed.track.title : url;
            const service = 'track' in parsed ? PROVIDER_NAMES[parsed.track.provider] : 'Link';
            const error = form.errorFor(`featuredTracks.${index}`);
            return (
              <li key={url}>
                <Row>
                  <Icon name="music" size={20} />
                  <RowText>
                    <strong>{title}</strong>
                    <Url>
                      {service} · {url}
                    </Url>
                  </RowText>
                  <Button
                    type="button"
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Remove ${title} (${service})`}
                    onClick={() =>
                      form.setField(
                        'featuredTracks',
                        tracks.filter((_, i) => i !== index),
                      )
                    }
                  >
                    <Icon name="trash" size={16} />
                    <RemoveWord>Remove</RemoveWord>
                  </Button>
                </Row>
                {error ? <FieldError>{error}</FieldError> : null}
              </li>
            );
          })}
        </List>
      ) : null}
      {full ? (
        <FieldHint>That is {FEATURED_TRACKS_MAX} tracks: remove one to add another.</FieldHint>
      ) : (
        <>
          <AddRow>
            <TextField
              id={inputId}
              label="Add a track"
              type="url"
              inputMode="url"
              placeholder="https://soundcloud.com/you/your-track"
              maxLength={PROFILE_LIMITS.url}
              value={draft}
              aria-invalid={draftError ? true : undefined}
              aria-describedby={[draftError ? `${inputId}-error` : null, `${inputId}-hint`].filter(Boolean).join(' ')}
              onChange={(event) => {
                setDraft(event.target.value);
                setDraftError(undefined);
              }}
              onKeyDown={(event) => {
                // Enter adds the track rather than saving the whole form.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                add();
              }}
              onBlur={() => void add()}
            />
            <Button type="button" $variant="secondary" onClick={() => void add()} disabled={!draft.trim()}>
              <Icon name="plus" size={18} />
              Add
            </Button>
          </AddRow>
          {/* Under the whole row, so that on a phone they take its full width. */}
          {draftError ? <FieldError id={`${inputId}-error`}>{draftError}</FieldError> : null}
          <FieldHint id={`${inputId}-hint`}>{HINT}</FieldHint>
        </>
      )}
      {listError ? <FieldError>{listError}</FieldError> : null}
    </FieldGroup>
  );
};

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  list-style: none;
`;

const Row = styled(Facade)`
  min-height: 0;

  > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.accentHover};
  }

  > button {
    margin-left: auto;
    flex-shrink: 0;
  }
`;

const RowText = styled(FacadeText)`
  flex: 1;
`;

/** The service and link on one line, cut with an ellipsis where the row ends. */
const Url = styled.span`
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** On a phone the bin alone says it (the button's name says which track). */
const RemoveWord = styled.span`
  display: none;

  ${({ theme }) => theme.media.tablet} {
    display: inline;
  }
`;

const AddRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
`;
