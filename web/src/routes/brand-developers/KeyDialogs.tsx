import { useState } from 'react';
import styled from 'styled-components';
import { Icon } from '../../components/Icon';
import { IconTile } from '../../components/ui/Card';
import { RadioChips } from '../../components/ui/ChoiceChips';
import { DialogForm, FormDialog } from '../../components/ui/FormDialog';
import { TextField } from '../../components/ui/TextField';
import type { ApiAccess, ApiResource } from '../../gql/graphql';
import { useCreateApiKeyMutation, useRollApiKeyMutation } from '../../mutations/useApiKeyMutations';
import { ACCESS_CHOICES, dateBounds, EXPIRY_CHOICES, expiryFrom, GRACE_CHOICES, RESOURCES, type ExpiryChoice } from './developerText';
import { SecretReveal } from './SecretReveal';

const NAME_MAX = 80;

const noGrants = (): Record<ApiResource, ApiAccess> =>
  Object.fromEntries(RESOURCES.map((resource) => [resource.value, 'NONE'])) as Record<ApiResource, ApiAccess>;

/** "Create key": a name, an expiry (at most a year), and None/Read/Write per resource; then the secret, once. */
export const CreateKeyDialog = ({ brand, open, onClose }: { brand: { id: string; name: string }; open: boolean; onClose: () => void }) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <CreateKeyForm titleId={titleId} brand={brand} onClose={onClose} />}
  </FormDialog>
);

const CreateKeyForm = ({ titleId, brand, onClose }: { titleId: string; brand: { id: string; name: string }; onClose: () => void }) => {
  const { createKey, creating } = useCreateApiKeyMutation(brand.id);
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [date, setDate] = useState('');
  const [grants, setGrants] = useState(noGrants);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const bounds = dateBounds();
  // A field's message goes as soon as the field is changed.
  const clear = (field: string) => setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));

  if (secret) {
    return (
      <SecretReveal
        titleId={titleId}
        title={`“${name.trim()}” is ready`}
        intro="Send it as Authorization: Bearer <key> on POST /graphql. It acts as the brand, within the grants you chose."
        secret={secret}
        noun="API key"
        onDone={onClose}
      />
    );
  }

  const submit = async () => {
    const found: Record<string, string> = {};
    const expiresAt = expiryFrom(expiry, date);
    if (!name.trim()) found.name = 'Name the key, to tell it apart from the others.';
    if (!expiresAt) found.expiresAt = 'Choose a date from tomorrow to a year from today.';
    if (!Object.values(grants).some((access) => access !== 'NONE')) found.grants = 'Give the key Read or Write on at least one resource.';
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0 || !expiresAt) return;
    const result = await createKey({
      name: name.trim(),
      expiresAt: expiresAt.toISOString(),
      grants: RESOURCES.map((resource) => ({ resource: resource.value, access: grants[resource.value] })),
    });
    if (result.ok) setSecret(result.secret);
    else {
      setErrors(result.fields);
      setRefusal(result.fields.name || result.fields.expiresAt || result.fields.grants ? null : result.error);
    }
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile $tone="secondary">
          <Icon name="lock" size={22} />
        </IconTile>
      }
      title="Create an API key"
      intro={`A key acts as ${brand.name} within its grants, until it expires or you revoke it.`}
      refusal={refusal}
      sending={creating}
      submitIcon="plus"
      submitLabel="Create key"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Name"
        hint="What the key is for: “Shopify sync”, “CRM import”."
        value={name}
        maxLength={NAME_MAX}
        onChange={(event) => {
          setName(event.target.value);
          clear('name');
        }}
        error={errors.name}
        autoFocus
      />
      <Expiry>
        <RadioChips
          id="key-expiry"
          label="Expires in"
          options={EXPIRY_CHOICES}
          value={expiry}
          onChange={(value) => {
            setExpiry(value as ExpiryChoice);
            clear('expiresAt');
          }}
          error={expiry === 'date' ? undefined : errors.expiresAt}
          hint="Required: at most a year. Create a new key before this one ends."
        />
        {expiry === 'date' ? (
          <TextField
            label="Expiry date"
            type="date"
            min={bounds.min}
            max={bounds.max}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              clear('expiresAt');
            }}
            error={errors.expiresAt}
          />
        ) : null}
      </Expiry>
      <Grants aria-describedby={errors.grants ? 'key-grants-error' : undefined}>
        <GrantsLegend>Access</GrantsLegend>
        <GrantsHint>Write includes Read. Give only what the integration needs.</GrantsHint>
        {RESOURCES.map((resource) => (
          <RadioChips
            key={resource.value}
            id={`grant-${resource.value}`}
            label={resource.label}
            options={ACCESS_CHOICES}
            value={grants[resource.value]}
            onChange={(value) => {
              setGrants((current) => ({ ...current, [resource.value]: value as ApiAccess }));
              clear('grants');
            }}
          />
        ))}
        {errors.grants ? (
          <GrantsError id="key-grants-error" role="alert">
            {errors.grants}
          </GrantsError>
        ) : null}
      </Grants>
    </DialogForm>
  );
};

/** "Roll": a grace period for the old secret, then the new secret, once. */
export const RollKeyDialog = ({ apiKey, onClose }: { apiKey: { id: string; name: string } | null; onClose: () => void }) => (
  <FormDialog open={apiKey !== null} onClose={onClose}>
    {(titleId) => (apiKey ? <RollKeyForm titleId={titleId} apiKey={apiKey} onClose={onClose} /> : null)}
  </FormDialog>
);

const RollKeyForm = ({ titleId, apiKey, onClose }: { titleId: string; apiKey: { id: string; name: string }; onClose: () => void }) => {
  const { rollKey, rolling } = useRollApiKeyMutation();
  const [grace, setGrace] = useState<string>('24');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  if (secret) {
    return (
      <SecretReveal
        titleId={titleId}
        title={`“${apiKey.name}” has a new secret`}
        intro={
          grace === '0'
            ? 'The old secret no longer works. Put this one wherever the key is used.'
            : 'The old secret keeps working for the grace period you chose. Put this one wherever the key is used before then.'
        }
        secret={secret}
        noun="API key"
        onDone={onClose}
      />
    );
  }

  const submit = async () => {
    setRefusal(null);
    const result = await rollKey(apiKey.id, Number(grace));
    if (result.ok) setSecret(result.secret);
    else setRefusal(result.error);
  };

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile $tone="secondary">
          <Icon name="undo" size={22} />
        </IconTile>
      }
      title={`Roll “${apiKey.name}”`}
      intro="The key gets a new secret, shown once. Its name, grants and expiry stay."
      refusal={refusal}
      sending={rolling}
      submitIcon="undo"
      submitLabel="Roll key"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <RadioChips
        id="roll-grace"
        label="The old secret keeps working for"
        options={GRACE_CHOICES}
        value={grace}
        onChange={setGrace}
        hint="Time to deploy the new secret without an outage."
      />
    </DialogForm>
  );
};

const Expiry = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Grants = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const GrantsLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const GrantsHint = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const GrantsError = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
