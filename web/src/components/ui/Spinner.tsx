import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

type SpinnerProps = {
  $size?: 'md' | 'lg';
};

/** Decorative spinner; pair it with visible or role=status text. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<SpinnerProps>`
  display: inline-block;
  width: ${({ $size }) => ($size === 'lg' ? '48px' : '28px')};
  height: ${({ $size }) => ($size === 'lg' ? '48px' : '28px')};
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-right-color: ${({ theme }) => theme.colors.secondary};
  animation: ${spin} 0.8s linear infinite;
`;
