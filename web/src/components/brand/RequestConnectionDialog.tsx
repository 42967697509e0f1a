import { useState } from 'react';
import styled from 'styled-components';
import { BRAND_REQUEST_LIMITS } from '../../../../graph/src/shared/limits';
import { isWebUrl } from '../../../../graph/src/shared/urls';
import type { RequestDraft, RequestRefusal } from '../../mutations/useBrandRequestMutations';
import { formatCount } from '../format';
import { Icon } from '../Icon';
import { Button } from '../ui/Button';
import { IconTile } from '../ui/Card';
import { CountedTextArea, DialogForm, FormDialog } from '../ui/FormDialog';
import { TextField } from '../ui/TextField';

type RequestConnectionDialogProps = {
  open: boolean;
  brand: { name: string; claimed: boolean };
  sending: boolean;
  /** Resolves to null when the request went out, else why not. */
  onSend: (draft: RequestDraft) => Promise<RequestRefusal | null>;
  /** Also called on Escape and on a click outside the panel. */
  onClose: () => void;
};

/**
 * A creator asks a brand to connect: a pitch (why this brand, what they would do together) and
 * optional links to their work. When nobody at the brand has claimed its page yet, the creator
 * reads that before sending: the request waits for a team to answer it.
 */
export const RequestConnectionDialog = ({ open, brand, sending, onSend, onClose }: RequestConnectionDialogProps) => (
  <FormDialog open={open} onClose={onClose}>
    {(titleId) => <RequestForm titleId={titleId} brand={brand} sending={sending} onSend={onSend} onClose={onClose} />}
  </FormDialog>
);

type RequestFormProps = Omit<RequestConnectionDialogProps, 'open'> & { titleId: string };

const RequestForm = ({ titleId, brand, sending, onSend, onClose }: RequestFormProps) => {
  const [pitch, setPitch] = useState('');
  const [links, setLinks] = useState<string[]>(['']);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const max = BRAND_REQUEST_LIMITS.pitch;

  const validate = (): Record<string, string> => {
    const found: Record<string, string> = {};
    const text = pitch.trim();
    if (!text) found.pitch = 'Write a few words about what you would do together';
    else if (text.length > max) found.pitch = `Keep the pitch to ${formatCount(max)} characters`;
    links.forEach((link, index) => {
      const value = link.trim();
      if (!value) return;
      if (value.length > BRAND_REQUEST_LIMITS.linkLength) found[`links.${index}`] = `A link must be at most ${BRAND_REQUEST_LIMITS.linkLength} characters`;
      else if (!isWebUrl(value)) found[`links.${index}`] = 'Enter an http:// or https:// address';
    });
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    setRefusal(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${titleId}-${first.replace('.', '-')}`)?.focus();
      return;
    }
    const failed = await onSend({ pitch: pitch.trim(), links: links.map((link) => link.trim()).filter(Boolean) });
    if (!failed) return;
    setErrors(failed.fields);
    const atField = Object.keys(failed.fields).some((field) => field === 'pitch' || field.startsWith('links'));
    if (!atField) setRefusal(failed.message);
  };

  /** An edited field's message goes: it was about what was there before. */
  const forget = (field: string) =>
    setErrors((current) => {
      if (!(field in current) && !(field.startsWith('links') && 'links' in current)) return current;
      const rest = { ...current };
      delete rest[field];
      if (field.startsWith('links')) delete rest.links;
      return rest;
    });

  // The server may name the list as a whole ("links") rather than one of its addresses.
  const linkError = (index: number) => errors[`links.${index}`] ?? (index === 0 ? errors.links : undefined);

  return (
    <DialogForm
      titleId={titleId}
      tile={
        <IconTile $tone="accent" aria-hidden="true">
          <Icon name="link" size={20} />
        </IconTile>
      }
      title={<>Request to connect with {brand.name}</>}
      intro="Tell the team who you are and what you would do together. They answer with accept or decline, usually with a message."
      refusal={refusal}
      sending={sending}
      submitIcon="send"
      submitLabel="Send request"
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {!brand.claimed ? (
        <Unclaimed role="note">
          <Icon name="alert" size={18} />
          <span>{brand.name} has not claimed its page yet; your request waits until they do.</span>
        </Unclaimed>
      ) : null}

      <CountedTextArea
        id={`${titleId}-pitch`}
        label="Your pitch"
        rows={6}
        maxLength={max}
        placeholder="Who you are, what you are working on, and why this brand"
        value={pitch}
        error={errors.pitch}
        onChange={(event) => {
          setPitch(event.target.value);
          forget('pitch');
        }}
      />

      <Links>
        {links.map((link, index) => (
          <TextField
            key={index}
            id={`${titleId}-links-${index}`}
            label={index === 0 ? 'Link to your work' : `Another link (${index + 1} of ${BRAND_REQUEST_LIMITS.links})`}
            optional
            type="url"
            inputMode="url"
            placeholder="https://"
            value={link}
            error={linkError(index)}
            hint={index === 0 ? 'A release, a playlist, a video or your site.' : undefined}
            onChange={(event) => {
              const { value: next } = event.target;
              setLinks((current) => current.map((value, i) => (i === index ? next : value)));
              forget(`links.${index}`);
            }}
          />
        ))}
        {links.length < BRAND_REQUEST_LIMITS.links ? (
          <AddLink type="button" $variant="ghost" $size="sm" onClick={() => setLinks((current) => [...current, ''])}>
            <Icon name="plus" size={16} />
            Add another link
          </AddLink>
        ) : null}
      </Links>
    </DialogForm>
  );
};

const Unclaimed = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const AddLink = styled(Button)`
  align-self: flex-start;
`;
