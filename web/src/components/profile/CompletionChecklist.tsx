import styled from 'styled-components';
import { Icon } from '../Icon';
import { FIELD_LABELS, OPTIONAL_WEIGHTS, REQUIRED_WEIGHTS, TOTAL_WEIGHT, type CompletionField } from './completion';
import { VisuallyHidden } from '../ui/VisuallyHidden';

const WEIGHTS: Record<CompletionField, number> = { ...REQUIRED_WEIGHTS, ...OPTIONAL_WEIGHTS };

/** A field's weight as whole percent points of the whole. */
const gain = (field: CompletionField) => Math.round((100 * WEIGHTS[field]) / TOTAL_WEIGHT);

type CompletionChecklistProps = {
  missingRequired: readonly string[];
  missingOptional: readonly string[];
};

/** The ten scored fields, required first, each ticked when done or showing what it adds. */
export const CompletionChecklist = ({ missingRequired, missingOptional }: CompletionChecklistProps) => {
  const groups = [
    { title: 'Required', fields: Object.keys(REQUIRED_WEIGHTS) as CompletionField[], missing: missingRequired },
    { title: 'Optional', fields: Object.keys(OPTIONAL_WEIGHTS) as CompletionField[], missing: missingOptional },
  ];
  return (
    <Groups>
      {groups.map((group) => (
        <div key={group.title}>
          <GroupTitle>{group.title}</GroupTitle>
          <List role="list">
            {group.fields.map((field) => {
              const done = !group.missing.includes(field);
              return (
                <Item key={field} $done={done} data-field={field} data-done={done}>
                  <Mark $done={done} aria-hidden="true">
                    {done ? <Icon name="check" size={12} /> : null}
                  </Mark>
                  <span>
                    {FIELD_LABELS[field]}
                    <VisuallyHidden>{done ? ' (done)' : ' (to do)'}</VisuallyHidden>
                  </span>
                  {done ? null : <Gain>+{gain(field)}%</Gain>}
                </Item>
              );
            })}
          </List>
        </div>
      ))}
    </Groups>
  );
};

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const GroupTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Item = styled.li<{ $done: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme, $done }) => ($done ? theme.colors.textPrimary : theme.colors.textMuted)};
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  flex-shrink: 0;
  border-radius: 50%;
  border: 1.5px solid ${({ theme, $done }) => ($done ? 'transparent' : theme.colors.borderStrong)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.background};
`;

const Gain = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textFaint};
  font-variant-numeric: tabular-nums;
`;
