import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { RESOURCE_LIMITS } from '../../../../graph/src/shared/limits';
import { CSRF_HEADERS } from '../../api/http';
import { categoryLabel, regionLabel } from '../../components/directory/labels';
import { EntityLogo } from '../../components/directory/EntityLogo';
import { useFormState } from '../../components/form/useFormState';
import { capitalise } from '../../components/format';
import { Button } from '../../components/ui/Button';
import { CheckboxChips, RadioChips } from '../../components/ui/ChoiceChips';
import { FileButton } from '../../components/ui/FileButton';
import { FieldError, FieldHint } from '../../components/ui/fieldParts';
import { TagInput } from '../../components/ui/TagInput';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import { graphql } from '../../gql';
import type { PricingTier, ResourceForm_VocabularyFragment } from '../../gql/graphql';
import type { SaveResult } from '../../mutations/useResourceAdminMutations';
import {
  createInput,
  initialValues,
  logoPreviewOf,
  serverErrorsFor,
  updateInput,
  validateResource,
  type LogoSource,
  type ResourceFormErrors,
  type ResourceFormValues,
  type StoredResource,
} from './resourceForm';

export const ResourceForm_vocabulary = graphql(`
  fragment ResourceForm_vocabulary on Vocabulary {
    genres
    careerStages
    skills
    lookingFor
    categories
    regions
  }
`);

type ResourceFormProps = {
  /** The resource being edited; none for a new one. */
  resource?: StoredResource & { id: string; slug: string };
  vocabulary: ResourceForm_VocabularyFragment;
  onSave: (id: string | null, input: ReturnType<typeof createInput> | ReturnType<typeof updateInput>, name: string) => Promise<SaveResult>;
  onDone: () => void;
};

const TIERS: readonly { value: PricingTier; label: string }[] = [
  { value: 'FREE', label: 'Free' },
  { value: 'FREEMIUM', label: 'Freemium' },
  { value: 'PAID', label: 'Paid' },
  { value: 'PREMIUM', label: 'Premium' },
];

const LOGO_SOURCES: readonly { value: LogoSource; label: string }[] = [
  { value: 'generated', label: 'Generated from the name' },
  { value: 'upload', label: 'Uploaded image' },
];

const idOf = (field: string) => `resource-${field}`;
/** The fields in page order, by their controls' ids: the first in error takes the focus. */
const CONTROLS = {
  idOf,
  order: [
    'name',
    'description',
    'website',
    'url',
    'pricing',
    'pricingTier',
    'features',
    'logo',
    'category',
    'lookingFor',
    'targetGenres',
    'careerStages',
    'regions',
    'skills',
  ] as const satisfies readonly (keyof ResourceFormErrors)[],
};

/** A change of the logo's source or file answers the server's message about the logo. */
const LOGO_ERROR = { logoSource: ['logo'], uploadedLogoUrl: ['logo'] } as const;

/** POST /api/admin/resource-logos: the stored logo's address, or the server's message. */
async function uploadLogo(file: File): Promise<{ logoUrl: string } | { error: string }> {
  const body = new FormData();
  body.append('logo', file);
  try {
    const res = await fetch('/api/admin/resource-logos', { method: 'POST', body, credentials: 'include', headers: CSRF_HEADERS });
    const json = (await res.json().catch(() => ({}))) as { logoUrl?: string; error?: string; fields?: Record<string, string> };
    if (res.ok && json.logoUrl) return { logoUrl: json.logoUrl };
    return { error: json.fields?.logo ?? json.error ?? 'The logo was not uploaded' };
  } catch {
    return { error: 'The logo was not uploaded: check your connection' };
  }
}

/**
 * Create or edit a resource with every field MatchMade AI scores on. Errors show at their
 * fields: ours once a save was tried (then as the admin types), the server's until that field
 * changes. An edit sends only what changed.
 */
export const ResourceForm = ({ resource, vocabulary, onSave, onDone }: ResourceFormProps) => {
  const { values, initial, field, list, set, errorFor, form, setServerErrors, addServerError } = useFormState(
    () => initialValues(resource, vocabulary.careerStages),
    validateResource,
    { showErrors: 'submitted', controls: CONTROLS, errorsOf: LOGO_ERROR },
  );
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  useEffect(() => document.getElementById(idOf('name'))?.focus(), []);

  const save = async (valid: ResourceFormValues) => {
    const input = resource ? updateInput(valid, initial) : createInput(valid);
    if (resource && Object.keys(input).length === 0) return onDone();
    setSaving(true);
    const result = await onSave(resource?.id ?? null, input, valid.name.trim());
    setSaving(false);
    if (result.saved) return onDone();
    setServerErrors(serverErrorsFor(result.fields));
  };

  const onFile = async (file: File) => {
    setUploading(true);
    const result = await uploadLogo(file);
    setUploading(false);
    if ('logoUrl' in result) set('uploadedLogoUrl', result.logoUrl);
    else addServerError('logo', result.error);
  };

  const logoError = errorFor('logo');
  const logo = logoPreviewOf(values, resource);
  const title = resource ? `Edit “${resource.name}”` : 'New resource';

  return (
    <Form {...form(save)} aria-labelledby="resource-form-title">
      <FormHeader>
        <EntityLogo src={logo} name={values.name || 'New resource'} size={56} />
        <div>
          <FormTitle id="resource-form-title">{title}</FormTitle>
          <FieldHint>
            {resource ? `/${resource.slug} · every change reaches MatchMade AI` : 'It joins the library and MatchMade AI’s catalogue when you create it.'}
          </FieldHint>
        </div>
      </FormHeader>

      <Columns>
        <Section aria-labelledby="resource-about">
          <SectionTitle id="resource-about">About</SectionTitle>
          <TextField {...field('name')} label="Name" maxLength={RESOURCE_LIMITS.name + 20} />
          <TextAreaField
            {...field('description')}
            label="Description"
            rows={5}
            hint="Creators read it on the card; MatchMade AI compares it with their bios."
            status={`${values.description.trim().length} / ${RESOURCE_LIMITS.description}`}
          />
          <Row>
            <TextField {...field('website')} label="Website" type="url" inputMode="url" placeholder="https://" />
            <TextField
              {...field('url')}
              label="Visit link"
              type="url"
              inputMode="url"
              placeholder="https://"
              optional
              hint="Where Visit goes; empty: the website."
            />
          </Row>
          <PricingRow>
            <TextField {...field('pricing')} label="Pricing" placeholder="e.g. From $24.99/year" hint="As creators read it." />
            <RadioChips
              id={idOf('pricingTier')}
              label="Pricing tier"
              options={TIERS}
              value={values.pricingTier}
              error={errorFor('pricingTier')}
              onChange={(tier) => set('pricingTier', tier as PricingTier)}
            />
          </PricingRow>
          <TagInput
            {...list('features')}
            label="Features"
            optional
            hint="Short bullets on its card; Enter adds one."
            suggestions={[]}
            placeholder="e.g. Keep 100% of royalties"
            maxItems={RESOURCE_LIMITS.features}
            maxLength={RESOURCE_LIMITS.featureLength}
          />
        </Section>

        <Section aria-labelledby="resource-library">
          <SectionTitle id="resource-library">Logo and library</SectionTitle>
          <Fieldset id={idOf('logo')} aria-describedby={[logoError ? `${idOf('logo')}-error` : '', `${idOf('logo')}-hint`].filter(Boolean).join(' ')}>
            <legend>Logo</legend>
            <LogoRow>
              <EntityLogo src={logo} name={values.name || 'New resource'} size={72} />
              <LogoControls>
                <RadioChips
                  id={idOf('logoSource')}
                  label="Source"
                  options={LOGO_SOURCES}
                  value={values.logoSource}
                  onChange={(source) => set('logoSource', source as LogoSource)}
                />
                {values.logoSource === 'upload' ? (
                  <UploadRow>
                    <FileButton id={idOf('logoFile')} accept="image/jpeg,image/png,image/webp" onFile={(file) => void onFile(file)}>
                      {uploading ? 'Uploading…' : values.uploadedLogoUrl ? 'Replace logo' : 'Choose logo'}
                    </FileButton>
                  </UploadRow>
                ) : null}
              </LogoControls>
            </LogoRow>
            {logoError ? <FieldError id={`${idOf('logo')}-error`}>{logoError}</FieldError> : null}
            <FieldHint id={`${idOf('logo')}-hint`}>
              {values.logoSource === 'upload'
                ? 'JPEG, PNG or WebP up to 5 MB; a square logo works best.'
                : 'A monogram drawn from the name, in the app’s own style.'}
            </FieldHint>
          </Fieldset>
          <CheckboxChips
            {...list('category')}
            label="Categories"
            hint={`The library's filters; up to ${RESOURCE_LIMITS.categories}.`}
            options={vocabulary.categories.map((value) => ({ value, label: categoryLabel(value) }))}
          />
        </Section>
      </Columns>

      <Section aria-labelledby="resource-matching">
        <div>
          <SectionTitle id="resource-matching">What MatchMade AI matches on</SectionTitle>
          <FieldHint>Needs count most (30 of 100), then genres (20), career stage (15), the description (15), skills (10) and region (10).</FieldHint>
        </div>
        <Row>
          <TagInput
            {...list('lookingFor')}
            label="Needs it answers"
            optional
            hint="In the words creators pick on their profile."
            suggestions={vocabulary.lookingFor}
            maxItems={RESOURCE_LIMITS.listItems}
            maxLength={RESOURCE_LIMITS.listItemLength}
          />
          <TagInput
            {...list('targetGenres')}
            label="Target genres"
            optional
            hint="None: any genre."
            suggestions={vocabulary.genres}
            maxItems={RESOURCE_LIMITS.listItems}
            maxLength={RESOURCE_LIMITS.listItemLength}
          />
        </Row>
        <Row>
          <CheckboxChips
            {...list('careerStages')}
            label="Career stages"
            options={vocabulary.careerStages.map((value) => ({ value, label: capitalise(value) }))}
          />
          <CheckboxChips {...list('regions')} label="Regions" options={vocabulary.regions.map((value) => ({ value, label: regionLabel(value) }))} />
        </Row>
        <TagInput
          {...list('skills')}
          label="Skills"
          optional
          hint="Skills it builds on or teaches."
          suggestions={vocabulary.skills}
          maxItems={RESOURCE_LIMITS.listItems}
          maxLength={RESOURCE_LIMITS.listItemLength}
        />
      </Section>

      <Actions>
        <Button type="button" $variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? 'Saving…' : resource ? 'Save changes' : 'Create resource'}
        </Button>
      </Actions>
    </Form>
  );
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

const FormHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  > div {
    min-width: 0;
  }
`;

const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: anywhere;
`;

/** The text on the left, the logo and categories beside it from desktop width up. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textPrimary};
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

/** The price as written beside its tier, which keeps its four chips on one line. */
const PricingRow = styled(Row)`
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
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
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const LogoRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
`;

const LogoControls = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const UploadRow = styled.div`
  display: flex;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
