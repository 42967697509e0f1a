import styled from 'styled-components';
import { APPLICATION_LIMITS } from '../../../../graph/src/shared/limits';
import { Icon } from '../Icon';
import { allowanceLine } from './briefWords';

type AllowanceNoteProps = { allowance: { remaining: number; resetsAt: string } };

/** "7 of 10 applications left this week, resets Monday", in the warning colour once none are left. */
export const AllowanceNote = ({ allowance }: AllowanceNoteProps) => (
  <Note $empty={allowance.remaining === 0} data-testid="allowance">
    <Icon name="send" size={16} />
    <span>{allowanceLine(allowance.remaining, APPLICATION_LIMITS.weeklyAllowance, allowance.resetsAt)}</span>
  </Note>
);

const Note = styled.p<{ $empty: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme, $empty }) => ($empty ? theme.colors.warning : theme.colors.textSecondary)};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
  }
`;
