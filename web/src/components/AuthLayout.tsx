import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './Icon';
import { LogoMark } from './Logo';
import { Button } from './ui/Button';
import { Container } from './ui/Container';
import { Spinner } from './ui/Spinner';

type AuthLayoutProps = {
  pitchTitle: string;
  pitchPoints: readonly string[];
  title: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
};

/** Sign-in and registration frame: the form card, with the pitch beside it on wide screens. */
export const AuthLayout = ({ pitchTitle, pitchPoints, title, subtitle, children, footer }: AuthLayoutProps) => (
  <Wrapper>
    <Pitch>
      <PitchTitle>{pitchTitle}</PitchTitle>
      <Points role="list">
        {pitchPoints.map((point) => (
          <li key={point}>
            <Check>
              <Icon name="check" size={16} />
            </Check>
            {point}
          </li>
        ))}
      </Points>
    </Pitch>
    <FormCard>
      <CardHeader>
        <LogoMark size={40} />
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </CardHeader>
      {children}
      {footer ? <CardFooter>{footer}</CardFooter> : null}
    </FormCard>
  </Wrapper>
);

/** Vertical stack for an auth form's fields and button. */
export const AuthForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

type SubmitButtonProps = {
  pending: boolean;
  children: ReactNode;
  /** What the button says while the request runs, e.g. 'Signing in…'. */
  pendingLabel: string;
  /** Not sendable for now (a rate limit the form explains beside it). */
  disabled?: boolean;
};

/** The form's submit button: disabled with a spinner while the request runs (Enter submits too). */
export const SubmitButton = ({ pending, children, pendingLabel, disabled = false }: SubmitButtonProps) => (
  <Button
    type="submit"
    $size="lg"
    $block
    disabled={pending || disabled}
    aria-busy={pending || undefined}
    // Keep focus in the field: its blur would show that field's error and shift this button
    // down between press and release, losing the click. Submitting checks every field anyway.
    onMouseDown={(event) => event.preventDefault()}
  >
    {pending ? (
      <>
        <OnAccentSpinner $size="sm" />
        {pendingLabel}
      </>
    ) : (
      children
    )}
  </Button>
);

const OnAccentSpinner = styled(Spinner)`
  border-color: ${({ theme }) => theme.colors.textOnAccentFaint};
  border-top-color: ${({ theme }) => theme.colors.textOnAccent};
  border-right-color: ${({ theme }) => theme.colors.textOnAccent};
`;

export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Wrapper = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  align-items: start;
  padding-top: ${({ theme }) => theme.space.xxl};
  padding-bottom: ${({ theme }) => theme.space.huge};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 480px);
    gap: ${({ theme }) => theme.space.huge};
    padding-top: ${({ theme }) => theme.space.xxxl};
  }
`;

/* Level with the card's heading, and it stays in view beside a long form. */
const Pitch = styled.div`
  display: none;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    display: flex;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.navHeight} + ${({ theme }) => theme.space.xxl});
    padding-top: ${({ theme }) => theme.space.xxl};
  }
`;

const PitchTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  letter-spacing: ${({ theme }) => theme.letterSpacings.display};
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.lg};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Check = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.xxs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.successSoft};
  color: ${({ theme }) => theme.colors.success};
`;

const FormCard = styled.section`
  width: 100%;
  max-width: 480px;
  justify-self: center;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.surface}, ${({ theme }) => theme.colors.surface1};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  ${({ theme }) => theme.media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const CardHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;

  h1 {
    margin-top: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
  }

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const CardFooter = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  a {
    color: ${({ theme }) => theme.colors.accentHover};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }

  a:hover {
    text-decoration: underline;
  }
`;

/** A done state in an auth card (a link sent, an address confirmed): a check icon beside the words. */
export const AuthSuccess = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  color: ${({ theme }) => theme.colors.textSecondary};

  > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.success};
  }

  strong {
    color: ${({ theme }) => theme.colors.textPrimary};
    overflow-wrap: anywhere;
  }
`;
