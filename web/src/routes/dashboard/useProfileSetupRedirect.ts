import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchProfileOrNull } from '../../api/profileApi';
import { COMPLETION_THRESHOLD } from '../../components/profile/completion';
import { markProfileSetupRedirected, profileSetupRedirectAllowed } from '../../components/profile/profileSetupFlags';

/**
 * The profile-setup redirect: on the dashboard, a creator below the 50% threshold, or with
 * no profile at all (GET /api/profiles answers 404), is sent to /profile-setup once per browser
 * session, and not at all after skipping setup. `percent` is undefined until it has loaded.
 * Admins are never sent: they run the app, and may have no creator profile at all; nor is anyone
 * before their account is known to be a creator's (a brand account has no creator profile to set up).
 */
export function useProfileSetupRedirect(percent: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  const navigate = useNavigate();

  const redirect = useCallback(() => {
    // Checked at the moment of sending: the other signal may have sent the creator already.
    if (!enabled || !profileSetupRedirectAllowed()) return;
    markProfileSetupRedirected();
    void navigate('/profile-setup');
  }, [navigate, enabled]);

  useEffect(() => {
    if (enabled && percent !== undefined && percent < COMPLETION_THRESHOLD) redirect();
  }, [enabled, percent, redirect]);

  // The profile request (once, no retry), read in its 404-aware form: null is "none yet".
  useEffect(() => {
    if (!enabled || !profileSetupRedirectAllowed()) return;
    const controller = new AbortController();
    fetchProfileOrNull(controller.signal)
      .then((profile) => {
        if (profile === null) redirect();
      })
      .catch(() => {
        // Aborted as the page closed, or failed: the completion above still decides.
      });
    return () => controller.abort();
  }, [redirect, enabled]);
}
