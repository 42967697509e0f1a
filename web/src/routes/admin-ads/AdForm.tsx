import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AD_PLACEMENTS } from '../../../../graph/src/shared/ad-placements';
import { AD_LIMITS } from '../../../../graph/src/shared/limits';
import { CSRF_HEADERS } from '../../api/http';
import { useFormState } from '../../components/form/useFormState';
import { SponsoredBanner } from '../../components/ads/SponsoredBanner';
import { Button } from '../../components/ui/Button';
import { FileButton } from '../../components/ui/FileButton';
import { FieldError, FieldHint } from '../../components/ui/fieldParts';
import { SelectField } from '../../components/ui/SelectField';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import {
  adInput,
  imageUrlOf,
  initialValues,
  placementOptions,
  serverErrorsFor,
  validateAd,
  type AdFormErrors,
  type AdFormValues,
  type ImageSource,
  type StoredAd,
} from './adForm';

export type AdInput = ReturnType<typeof adInput>;

type AdFormProps = {
  /** The ad being edited; none for a new one. */
  ad?: StoredAd;
  /** Saves; resolves to the server's field errors, or null when saved. */
  onSave: (input: AdInput) => Promise<Record<string, string> | null>;
  onCancel: () => void;
};

const IMAGE_SOURCES: readonly { value: ImageSource; label: string }[] = [
  { value: 'logo', label: 'DistroKid logo' },
  { value: 'upload', label: 'Upload' },
  { value: 'url', label: 'Image address' },
];

/** POST /api/admin/ad-images: the stored image's address, or the server's message. */
async function uploadAdImage(file: File): Promise<{ imageUrl: string } | { error: string }> {
  const body = new FormData();
  body.append('image', file);
  try {
    const res = await fetch('/api/admin/ad-images', { method: 'POST', body, credentials: 'include', headers: CSRF_HEADERS });
    const json = (await res.json().catch(() => ({}))) as { imageUrl?: string; error?: string; fields?: Record<string, string> };
    if (res.ok && json.imageUrl) return { imageUrl: json.imageUrl };
    return { error: json.fields?.image ?? json.error ?? 'The image was not uploaded' };
  } catch {
    return { error: 'The image was not uploaded: check your connection' };
  }
}

const idOf = (field: string) => `ad-${field}`;
/** The fields in page order, by their controls' ids: the first in error takes the focus. */
const CONTROLS = {
  idOf,
  order: [
    'title',
    'description',
    'sponsor',
    'linkUrl',
    'imageSource',
    'uploadedUrl',
    'imageAddress',
    'placement',
    'priority',
    'startsAt',
    'endsAt',
  ] as const satisfies readonly (keyof AdFormErrors)[],
};

/**
 * Create or edit a banner ad, with the banner beside it exactly as creators will see it. Errors
 * show at their fields: ours as soon as a submit was tried (then as the admin types), the
 * server's until that field changes.
 */
export const AdForm = ({ ad, onSave, onCancel }: AdFormProps) => {
  const { values, field, set, errorFor, form, setServerErrors, addServerError } = useFormState(() => initialValues(ad), validateAd, {
    showErrors: 'submitted',
    controls: CONTROLS,
  });
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => document.getElementById(idOf('title'))?.focus(), []);

  const save = async (valid: AdFormValues) => {
    setSaving(true);
    const fields = await onSave(adInput(valid));
    setSaving(false);
    if (fields) setServerErrors(serverErrorsFor(valid, fields));
  };

  const onFile = async (file: File) => {
    setUploading(true);
    const result = await uploadAdImage(file);
    setUploading(false);
    if ('imageUrl' in result) set('uploadedUrl', result.imageUrl);
    else addServerError('uploadedUrl', result.error);
  };

  const preview = {
    id: 'preview',
    title: values.title.trim() || 'Your headline',
    description: values.description.trim() || 'One or two lines on what the sponsor offers creators.',
    sponsor: values.sponsor.trim() || 'Sponsor',
    linkUrl: values.linkUrl.trim() || '#',
    imageUrl: imageUrlOf(values),
  };
  const uploadError = errorFor('uploadedUrl');

  return (
    <Layout>
      <FormTitle id="ad-form-title">{ad ? `Edit “${ad.title}”` : 'New ad'}</FormTitle>
      <Preview aria-labelledby="ad-preview-title">
        <PreviewTitle id="ad-preview-title">Preview</PreviewTitle>
        <FieldHint>As creators see it on their dashboard.</FieldHint>
        <SponsoredBanner ad={preview} data-testid="ad-preview" />
      </Preview>
      <Form {...form(save)} aria-labelledby="ad-form-title">
        <TextField {...field('title')} label="Title" maxLength={AD_LIMITS.title + 20} />
        <TextAreaField {...field('description')} label="Description" rows={3} status={`${values.description.trim().length} / ${AD_LIMITS.description}`} />
        <Row>
          <TextField {...field('sponsor')} label="Sponsor" />
          <TextField {...field('linkUrl')} label="Link" type="url" inputMode="url" placeholder="https://" hint="Opens in a new tab." />
        </Row>

        <Fieldset>
          <legend>Image</legend>
          <Segments>
            {IMAGE_SOURCES.map((source, index) => (
              <Segment key={source.value}>
                <input
                  type="radio"
                  name="imageSource"
                  id={index === 0 ? idOf('imageSource') : undefined}
                  value={source.value}
                  checked={values.imageSource === source.value}
                  onChange={() => set('imageSource', source.value)}
                  aria-describedby={errorFor('imageSource') ? `${idOf('imageSource')}-error` : undefined}
                />
                <span>{source.label}</span>
              </Segment>
            ))}
          </Segments>
          {errorFor('imageSource') ? <FieldError id={`${idOf('imageSource')}-error`}>{errorFor('imageSource')}</FieldError> : null}
          {values.imageSource === 'upload' ? (
            <UploadRow>
              <FileButton
                id={idOf('uploadedUrl')}
                accept="image/jpeg,image/png,image/webp"
                aria-invalid={uploadError ? true : undefined}
                aria-describedby={[uploadError ? `${idOf('uploadedUrl')}-error` : '', `${idOf('uploadedUrl')}-hint`].filter(Boolean).join(' ')}
                onFile={(file) => void onFile(file)}
              >
                {uploading ? 'Uploading…' : values.uploadedUrl ? 'Replace image' : 'Choose image'}
              </FileButton>
              <FieldHint id={`${idOf('uploadedUrl')}-hint`}>JPEG, PNG or WebP up to 5 MB; a wide logo works best.</FieldHint>
              {uploadError ? <FieldError id={`${idOf('uploadedUrl')}-error`}>{uploadError}</FieldError> : null}
            </UploadRow>
          ) : null}
          {values.imageSource === 'url' ? (
            <TextField {...field('imageAddress')} label="Image address" type="url" inputMode="url" placeholder="https://" />
          ) : null}
        </Fieldset>

        <Row>
          <SelectField
            {...field('placement')}
            label="Placement"
            options={placementOptions(ad?.placement ?? '')}
            hint={AD_PLACEMENTS.find((p) => p.key === values.placement)?.where ?? 'No page shows this placement.'}
          />
          <TextField {...field('priority')} label="Priority" type="number" inputMode="numeric" hint="The highest live ad shows first." />
        </Row>
        <Row>
          <TextField {...field('startsAt')} label="Starts (UTC)" type="datetime-local" optional hint="Empty: at once." />
          <TextField {...field('endsAt')} label="Ends (UTC)" type="datetime-local" optional hint="Empty: no end." />
        </Row>
        <Check>
          <input type="checkbox" checked={values.active} onChange={(event) => set('active', event.target.checked)} />
          <span>Active: shows while inside its schedule (untick to save it paused)</span>
        </Check>

        <Actions>
          <Button type="button" $variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? 'Saving…' : ad ? 'Save changes' : 'Create ad'}
          </Button>
        </Actions>
      </Form>
    </Layout>
  );
};

/** The preview first and as wide as the dashboard's banner, so it looks as creators will see it. */
const Layout = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Segments = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Segment = styled.label`
  position: relative;
  display: inline-flex;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  span {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.backgroundRaised};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  input:checked + span {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const UploadRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
`;

const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;

  input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.xs};
`;

const Preview = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const PreviewTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
