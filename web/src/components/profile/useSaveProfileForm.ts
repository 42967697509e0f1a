import { useState } from 'react';
import type { ToastOptions } from '../../stores/toastStore';
import { useRemoveProfilePictureMutation } from '../../mutations/useRemoveProfilePictureMutation';
import { useUpdateProfileMutation } from '../../mutations/useUpdateProfileMutation';
import { useUploadProfilePictureMutation } from '../../mutations/useUploadProfilePictureMutation';
import type { ProfileFieldName } from './profileForm';
import type { ProfileForm } from './useProfileForm';

type SaveOptions = {
  /** Whether a picture change is part of this save. */
  withPicture: boolean;
  /** Shown once, after the last request of the save went through. */
  successToast?: ToastOptions;
  /** Skip the profile request when none of `fields` changed. */
  skipUnchanged?: boolean;
};

/**
 * Saves a profile form: our checks first, then the fields, then the picture (upload or removal),
 * each answer written back to the form; the server's refusals show under their fields. Shared by
 * the setup wizard (a step at a time) and the settings page (everything changed).
 */
export function useSaveProfileForm(form: ProfileForm) {
  const { save } = useUpdateProfileMutation();
  const { upload } = useUploadProfilePictureMutation();
  const { remove } = useRemoveProfilePictureMutation();
  const [saving, setSaving] = useState(false);

  /** True when everything went through. */
  const saveFields = async (fields: readonly ProfileFieldName[], { withPicture, successToast, skipUnchanged = false }: SaveOptions): Promise<boolean> => {
    if (!form.check(fields)) return false;
    const { picture } = form;
    const pictureChange = withPicture && picture.kind !== 'keep';
    setSaving(true);
    try {
      const input = form.inputFor(fields);
      if (!skipUnchanged || Object.keys(input).length > 0) {
        const result = await save(input, { successToast: pictureChange ? undefined : successToast });
        if (!result.ok) {
          form.setServerErrors(result.fieldErrors);
          return false;
        }
        form.applySaved(result.profile, fields);
      }
      if (pictureChange && picture.kind === 'upload') {
        const uploaded = await upload(picture.file, { successToast });
        if (!uploaded.ok) {
          form.setServerErrors({ picture: uploaded.fieldErrors.picture ?? 'The picture was not uploaded' });
          return false;
        }
        form.applyPictureSaved(uploaded.profile.profilePictureUrl);
      } else if (pictureChange && picture.kind === 'remove') {
        if (!(await remove(form.savedPictureUrl, { successToast }))) return false;
        form.applyPictureSaved(null);
      }
      return true;
    } finally {
      setSaving(false);
    }
  };

  return { saveFields, saving };
}
