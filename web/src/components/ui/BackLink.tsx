import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A quiet "back to the list" link above a page's heading, its arrow icon inside it. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  align-self: flex-start;
  min-height: 32px;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
