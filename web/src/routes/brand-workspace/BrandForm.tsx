import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { BRAND_LIMITS } from '../../../../graph/src/shared/limits';
import { CATEGORIES, GENRES, REGIONS } from '../../../../graph/src/shared/vocabulary';
import { categoryLabel, regionLabel } from '../../components/directory/labels';
import { useFormState } from '../../components/form/useFormState';
import { Button } from '../../components/ui/Button';
import { CheckboxChips } from '../../components/ui/ChoiceChips';
import { FieldHint } from '../../components/ui/fieldParts';
import { SelectField } from '../../components/ui/SelectField';
import { TagInput } from '../../components/ui/TagInput';
import { TextAreaField } from '../../components/ui/TextAreaField';
import { TextField } from '../../components/ui/TextField';
import type { BrandInput, BrandUpdateInput } from '../../gql/graphql';
import { BRAND_FIELD_ORDER, brandServerErrors, createBrandInput, initialBrandValues, updateBrandInput, validateBrand, type BrandFormValues } from './brandForm';

/** A save's outcome: saved, or the server's messages per field and overall. */
export type BrandSaveResult = { saved: true } | { saved: false; fields: Record<string, string> };

type BrandFormProps = {
  /** Where the form's ids start, so two forms never share one. */
  idPrefix: string;
  submitLabel: string;
  /** A block above the fields, such as the logo. */
  header?: ReactNode;
} & (
  | { brand?: undefined; onCreate: (input: BrandInput) => Promise<BrandSaveResult> }
  /** The brand being edited: only what changed is sent. */
  | { brand: Partial<BrandFormValues>; onUpdate: (input: BrandUpdateInput) => Promise<BrandSaveResult> }
);

const categoryOptions = [{ value: '', label: 'Choose a category' }, ...CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))];
const regionOptions = REGIONS.map((value) => ({ value, label: regionLabel(value) }));

/**
 * A brand page's fields, for a new page and for the team's edits. Errors show at their fields:
 * ours once a save was tried (then as the team types), the server's until that field changes. An
 * edit sends only what changed; the name is fixed once the page exists (admins hold it).
 */
export const BrandForm = (props: BrandFormProps) => {
  const { brand, idPrefix, submitLabel, header } = props;
  const editing = Boolean(brand);
  const idOf = (field: string) => `${idPrefix}-${field}`;
  const { values, initial, field, list, form, setServerErrors, saved } = useFormState(() => initialBrandValues(brand), validateBrand, {
    showErrors: 'submitted',
    controls: { idOf, order: BRAND_FIELD_ORDER },
  });
  const [saving, setSaving] = useState(false);

  const save = async (valid: BrandFormValues) => {
    let result: BrandSaveResult;
    if ('onUpdate' in props) {
      const input = updateBrandInput(valid, initial);
      if (Object.keys(input).length === 0) return;
      setSaving(true);
      result = await props.onUpdate(input);
    } else {
      setSaving(true);
      result = await props.onCreate(createBrandInput(valid));
    }
    setSaving(false);
    // What was saved is the new starting point: the next save sends only what changes after it.
    if (result.saved) saved();
    else setServerErrors(brandServerErrors(result.fields));
  };

  return (
    <Form {...form(save)}>
      {header}
      <Row>
        <TextField
          {...field('name')}
          label="Brand name"
          maxLength={BRAND_LIMITS.name + 20}
          readOnly={editing}
          hint={editing ? 'Only an admin can change a brand’s name.' : undefined}
        />
        <SelectField {...field('category')} label="Category" options={categoryOptions} />
      </Row>
      <TextField {...field('tagline')} label="Tagline" placeholder="What you do, in one line" maxLength={BRAND_LIMITS.tagline + 20} />
      <TextAreaField
        {...field('description')}
        label="Description"
        rows={5}
        hint="Who you work with and what a creator gets from you."
        status={`${values.description.trim().length.toLocaleString('en')} / ${BRAND_LIMITS.description.toLocaleString('en')} characters`}
      />
      <Row>
        <TextField {...field('website')} label="Website" type="url" inputMode="url" placeholder="https://" />
        <TextField {...field('headquarters')} label="Headquarters" optional placeholder="e.g. Berlin, Germany" />
      </Row>
      <TagInput
        {...list('offers')}
        label="What you offer"
        optional
        hint="Short phrases creators see on your page; Enter adds one."
        suggestions={[]}
        placeholder="e.g. Free mastering for your first release"
        maxItems={BRAND_LIMITS.offers}
        maxLength={BRAND_LIMITS.offerLength}
      />
      <TagInput
        {...list('genres')}
        label="Genres you serve"
        optional
        hint="None: every genre."
        suggestions={GENRES}
        maxItems={BRAND_LIMITS.genres}
        maxLength={BRAND_LIMITS.genreLength}
      />
      <CheckboxChips {...list('regions')} label="Regions you serve" options={regionOptions} />
      <Actions>
        {editing ? <FieldHint>Changes show on your public page as soon as you save.</FieldHint> : null}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </Actions>
    </Form>
  );
};

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
`;
