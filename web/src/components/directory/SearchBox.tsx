import { useId } from 'react';
import styled from 'styled-components';
import { Icon } from '../Icon';
import { controlStyles } from '../ui/fieldParts';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** A labelled search input with a clear button; results update as the creator types. */
export const SearchBox = ({ label, placeholder, value, onChange }: SearchBoxProps) => {
  const id = useId();
  return (
    <Wrap role="search">
      <Label htmlFor={id}>{label}</Label>
      <Field>
        <LeadingIcon>
          <Icon name="search" size={18} />
        </LeadingIcon>
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value) {
              event.preventDefault();
              onChange('');
            }
          }}
          $withAdornment
        />
        {value ? (
          <Clear type="button" aria-label="Clear search" onClick={() => onChange('')}>
            <Icon name="close" size={16} />
          </Clear>
        ) : null}
      </Field>
    </Wrap>
  );
};

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  flex: 1 1 320px;
  min-width: 0;
`;

const Label = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const LeadingIcon = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.md};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Input = styled.input<{ $withAdornment?: boolean }>`
  ${controlStyles}
  min-height: 50px;
  padding-left: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface1};

  /* Our own clear button replaces the browser's. */
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

const Clear = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space.xs};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};

  &:hover {
    background: ${({ theme }) => theme.colors.surface3};
    color: ${({ theme }) => theme.colors.textPrimary};
  }
`;
