import { useId, useRef, useState, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { Field, FieldError, FieldHint, FieldLabel } from './fieldParts';
import type { FieldProps } from './TextField';

/** How many suggestions show at once; typing narrows them down. */
const SUGGESTIONS_SHOWN = 10;

type TagInputProps = FieldProps & {
  id: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  /** Offered as one-click chips; the creator may also type their own. */
  suggestions: readonly string[];
  placeholder?: string;
  maxItems?: number;
  maxLength?: number;
  /** Called when the focus leaves the whole control (input, chips and suggestions). */
  onBlur?: () => void;
};

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * A list of short values as removable chips. Enter or a comma adds what was typed (a suggested
 * value in its usual spelling), Backspace in the empty input removes the last chip, and the
 * suggestions below are buttons, so the whole control works from the keyboard without a popup.
 */
export const TagInput = ({
  id,
  label,
  hint,
  error,
  optional,
  values,
  onChange,
  suggestions,
  placeholder,
  maxItems = 20,
  maxLength = 50,
  onBlur,
}: TagInputProps) => {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestionsId = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;
  const full = values.length >= maxItems;
  const taken = new Set(values.map((value) => value.toLowerCase()));

  /** Adds the texts that are new; returns the list so several can be added in one change. */
  const addAll = (texts: readonly string[]) => {
    const next = [...values];
    for (const raw of texts) {
      const text = normalise(raw).slice(0, maxLength);
      if (!text || next.length >= maxItems) continue;
      const canonical = suggestions.find((s) => s.toLowerCase() === text.toLowerCase()) ?? text;
      if (next.some((value) => value.toLowerCase() === canonical.toLowerCase())) continue;
      next.push(canonical);
    }
    if (next.length !== values.length) onChange(next);
  };

  const commitDraft = () => {
    if (!normalise(draft)) return;
    addAll([draft]);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds a chip; it must never submit the surrounding form.
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Backspace' && draft === '' && values.length > 0) {
      event.preventDefault();
      onChange(values.slice(0, -1));
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (!/[,\n]/.test(text)) return;
    event.preventDefault();
    addAll(`${draft}${text}`.split(/[,\n]/));
    setDraft('');
  };

  const onFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    // Typed text is kept as a chip when the creator moves on, so a Next or Save click keeps it.
    commitDraft();
    onBlur?.();
  };

  const query = normalise(draft).toLowerCase();
  const available = suggestions.filter((s) => !taken.has(s.toLowerCase()));
  const shown = (query ? available.filter((s) => s.toLowerCase().includes(query)) : available).slice(0, SUGGESTIONS_SHOWN);
  const count = `${values.length} of ${maxItems}`;

  return (
    <Field onBlur={onFocusLeave}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <Box $invalid={Boolean(error)} onClick={(event) => event.target === event.currentTarget && inputRef.current?.focus()}>
        <Chips role="list" aria-label={`${label} added`}>
          {values.map((value) => (
            <Chip key={value}>
              <span>{value}</span>
              <RemoveChip type="button" aria-label={`Remove ${value}`} onClick={() => onChange(values.filter((v) => v !== value))}>
                <Icon name="close" size={14} />
              </RemoveChip>
            </Chip>
          ))}
        </Chips>
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={maxLength}
          disabled={full}
          placeholder={full ? `Limit of ${maxItems} reached` : placeholder}
          autoComplete="off"
          enterKeyHint="done"
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const text = event.target.value;
            if (text.includes(',')) {
              const parts = text.split(',');
              addAll(parts.slice(0, -1));
              setDraft(parts.at(-1) ?? '');
            } else setDraft(text);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
        />
      </Box>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      <FieldHint id={hintId}>
        {hint ? `${hint} ` : ''}
        {count}.
      </FieldHint>
      {!full && shown.length > 0 ? (
        <Suggestions role="group" aria-labelledby={suggestionsId}>
          <SuggestionsLabel id={suggestionsId}>{query ? 'Matching suggestions' : 'Suggestions'}</SuggestionsLabel>
          {shown.map((suggestion) => (
            <Suggestion
              key={suggestion}
              type="button"
              aria-label={`Add ${suggestion}`}
              // The focus stays in the input, so a half-typed word is not added as well.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                addAll([suggestion]);
                setDraft('');
              }}
            >
              <Icon name="plus" size={14} />
              {suggestion}
            </Suggestion>
          ))}
        </Suggestions>
      ) : null}
      {!full && query && shown.length === 0 ? <FieldHint>Press Enter to add “{normalise(draft)}”.</FieldHint> : null}
    </Field>
  );
};

const Box = styled.div<{ $invalid: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 46px;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerBorder : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.backgroundRaised};
  cursor: text;
  transition:
    border-color ${({ theme }) => theme.transitions.base},
    box-shadow ${({ theme }) => theme.transitions.base};

  &:hover {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  }

  &:focus-within {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.secondary)};
    box-shadow: 0 0 0 3px ${({ theme, $invalid }) => ($invalid ? theme.colors.dangerSoft : theme.colors.secondarySoft)};
  }
`;

const Chips = styled.ul`
  display: contents;
  list-style: none;
  padding: 0;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  padding: 3px 4px 3px ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderAccent};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.textPrimary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const RemoveChip = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.textPrimary};
  }

  &:focus-visible {
    outline-offset: 0;
  }
`;

const Input = styled.input`
  flex: 1 1 160px;
  min-width: 0;
  min-height: 30px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textPrimary};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textFaint};
  }

  &:focus-visible {
    outline: none;
  }
`;

const Suggestions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const SuggestionsLabel = styled.span`
  margin-right: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Suggestion = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.xs};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    background ${({ theme }) => theme.transitions.fast};

  &:hover {
    border-style: solid;
    border-color: ${({ theme }) => theme.colors.borderAccent};
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
