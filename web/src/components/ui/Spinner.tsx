import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizes = { sm: '18px', md: '28px', lg: '48px' } as const;

type SpinnerProps = {
  $size?: keyof typeof sizes;
};

/** Decorative spinner; pair it with visible or role=status text. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })<SpinnerProps>`
  display: inline-block;
  width: ${({ $size = 'md' }) => sizes[$size]};
  height: ${({ $size = 'md' }) => sizes[$size]};
  border-radius: 50%;
  border: ${({ $size }) => ($size === 'sm' ? '2px' : '3px')} solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-right-color: ${({ theme }) => theme.colors.secondary};
  animation: ${spin} 0.8s linear infinite;
`;
