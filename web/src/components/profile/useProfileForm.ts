import { useCallback, useEffect, useMemo, useState } from 'react';
import { PICTURE_MAX_BYTES, PICTURE_TYPES } from '../../api/profileApi';
import {
  changedInput,
  completionOfValues,
  fieldChanged,
  fieldOfErrorKey,
  validateProfile,
  valuesFromProfile,
  type ProfileErrors,
  type ProfileFieldName,
  type ProfileFormValues,
  type ProfileSource,
  type SocialPlatform,
} from './profileForm';

export type SavedProfile = ProfileSource & { profilePictureUrl: string | null };

/** The picture as edited: unchanged, a new file waiting to be uploaded, or marked for removal. */
export type PictureChange = { kind: 'keep' } | { kind: 'upload'; file: File; previewUrl: string } | { kind: 'remove' };

const ALL_FIELDS: readonly ProfileFieldName[] = [
  'artistName',
  'location',
  'careerStage',
  'bio',
  'genres',
  'skills',
  'lookingFor',
  'website',
  'socialMedia',
  'featuredTracks',
];

const without = (errors: ProfileErrors, field: string): ProfileErrors => {
  const keys = Object.keys(errors).filter((key) => fieldOfErrorKey(key) === field);
  if (keys.length === 0) return errors;
  const rest = { ...errors };
  for (const key of keys) delete rest[key];
  return rest;
};

/**
 * The profile editor's state, shared by the setup wizard and the settings page: values against
 * the last saved ones, the picture change, errors (our checks once a field was left or a save
 * was tried; the server's until the field is edited) and the live completion of unsaved values.
 */
export function useProfileForm(profile: SavedProfile | null) {
  const [saved, setSaved] = useState<ProfileFormValues>(() => valuesFromProfile(profile));
  const [values, setValues] = useState<ProfileFormValues>(saved);
  const [savedPictureUrl, setSavedPictureUrl] = useState<string | null>(profile?.profilePictureUrl ?? null);
  const [picture, setPicture] = useState<PictureChange>({ kind: 'keep' });
  const [serverErrors, setServerErrorsState] = useState<ProfileErrors>({});
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(() => new Set());
  const [focusRequest, setFocusRequest] = useState(0);
  // A callback ref kept in state (not a ref object): the form's state stays plain values to render.
  const [formElement, setFormElement] = useState<HTMLFormElement | null>(null);

  const clientErrors = useMemo(() => validateProfile(values), [values]);

  // Moves the focus to the first control marked invalid once the errors are on screen.
  useEffect(() => {
    if (focusRequest === 0) return;
    formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, formElement]);

  // A preview is an object URL: free it when it is replaced and when the form goes away.
  const previewUrl = picture.kind === 'upload' ? picture.previewUrl : null;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const errorFor = (key: string): string | undefined => (revealed.has(key) ? clientErrors[key] : undefined) ?? serverErrors[key];

  const setField = useCallback(<K extends ProfileFieldName>(field: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrorsState((current) => without(current, field));
  }, []);

  const setSocial = useCallback((platform: SocialPlatform, link: string) => {
    setValues((current) => ({ ...current, socialMedia: { ...current.socialMedia, [platform]: link } }));
    setServerErrorsState((current) => {
      const key = `socialMedia.${platform}`;
      if (!(key in current)) return current;
      const rest = { ...current };
      delete rest[key];
      return rest;
    });
  }, []);

  /** Shows our own error for a control once the creator has left it. */
  const reveal = useCallback((key: string) => {
    setRevealed((current) => (current.has(key) ? current : new Set(current).add(key)));
  }, []);

  /** Before a save: shows every error of these fields, focuses the first; true when none. */
  const check = (fields: readonly ProfileFieldName[]): boolean => {
    const keys = Object.keys(clientErrors).filter((key) => (fields as readonly string[]).includes(fieldOfErrorKey(key)));
    if (keys.length === 0) return true;
    setRevealed((current) => new Set([...current, ...keys]));
    setFocusRequest((n) => n + 1);
    return false;
  };

  const setServerErrors = useCallback((errors: ProfileErrors) => {
    setServerErrorsState((current) => ({ ...current, ...errors }));
    setFocusRequest((n) => n + 1);
  }, []);

  /** Takes a chosen file after checking what the server would refuse; false when refused. */
  const choosePicture = useCallback((file: File): boolean => {
    const refusal = !(PICTURE_TYPES as readonly string[]).includes(file.type)
      ? 'Choose a JPEG, PNG or WebP image'
      : file.size > PICTURE_MAX_BYTES
        ? 'Choose an image of 5 MB or less'
        : null;
    if (refusal) {
      setServerErrorsState((current) => ({ ...current, picture: refusal }));
      return false;
    }
    setServerErrorsState((current) => without(current, 'picture'));
    setPicture({ kind: 'upload', file, previewUrl: URL.createObjectURL(file) });
    return true;
  }, []);

  const removePicture = useCallback(() => {
    setServerErrorsState((current) => without(current, 'picture'));
    setPicture({ kind: 'remove' });
  }, []);

  const keepPicture = useCallback(() => {
    setServerErrorsState((current) => without(current, 'picture'));
    setPicture({ kind: 'keep' });
  }, []);

  /** After a save: the server's values become the saved ones, and replace what was typed in `fields`. */
  const applySaved = useCallback((profile: SavedProfile, fields: readonly ProfileFieldName[] = ALL_FIELDS) => {
    const fresh = valuesFromProfile(profile);
    setSaved(fresh);
    setValues((current) => {
      const next = { ...current };
      for (const field of fields) Object.assign(next, { [field]: fresh[field] });
      return next;
    });
    setSavedPictureUrl(profile.profilePictureUrl);
  }, []);

  /** After the picture was uploaded or removed. */
  const applyPictureSaved = useCallback((url: string | null) => {
    setSavedPictureUrl(url);
    setPicture({ kind: 'keep' });
  }, []);

  const discard = useCallback(() => {
    setValues(saved);
    setPicture({ kind: 'keep' });
    setServerErrorsState({});
    setRevealed(new Set());
  }, [saved]);

  const pictureUrl = picture.kind === 'upload' ? picture.previewUrl : picture.kind === 'remove' ? null : savedPictureUrl;
  const completion = useMemo(() => completionOfValues(values, pictureUrl), [values, pictureUrl]);
  const changedFields = ALL_FIELDS.filter((field) => fieldChanged(values, saved, field));

  return {
    /** The <form> element's callback ref. */
    setFormElement,
    values,
    setField,
    setSocial,
    errorFor,
    reveal,
    check,
    setServerErrors,
    /** The partial change for `fields`: only what differs from the saved profile. */
    inputFor: (fields: readonly ProfileFieldName[]) => changedInput(values, saved, fields),
    applySaved,
    picture,
    pictureUrl,
    savedPictureUrl,
    choosePicture,
    removePicture,
    keepPicture,
    applyPictureSaved,
    discard,
    changedFields,
    dirty: changedFields.length > 0 || picture.kind !== 'keep',
    /** The completion of the values on screen, saved or not. */
    completion,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
