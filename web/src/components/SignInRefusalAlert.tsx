import type { SignInRefusal } from '../mutations/authResult';
import { SuspendedSupport } from './SuspendedSupport';
import { Alert } from './ui/Alert';

/** Why a sign-in was refused, above the form until the next try; a suspension with the way to support. */
export const SignInRefusalAlert = ({ refusal }: { refusal: SignInRefusal | null }) =>
  refusal ? (
    <Alert title={refusal.title}>
      <span>{refusal.message}</span>
      {refusal.suspended ? <SuspendedSupport /> : null}
    </Alert>
  ) : null;
