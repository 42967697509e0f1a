import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fetchProfileOrNull } from '../../api/profileApi';
import { COMPLETION_THRESHOLD } from '../../components/profile/completion';
import { markProfileSetupRedirected, profileSetupRedirectAllowed } from '../../components/profile/profileSetupFlags';

/**
 * Spec §4 "Profile-setup redirect": on the dashboard, a creator below the 50% threshold, or with
 * no profile at all (GET /api/profiles answers 404), is sent to /profile-setup once per browser
 * session, and not at all after skipping setup. `percent` is undefined until it has loaded.
 * `creator` is false until the account is known to be a creator's (a brand account has no
 * creator profile to set up).
 */
export function useProfileSetupRedirect(percent: number | undefined, creator: boolean) {
  const navigate = useNavigate();

  const redirect = useCallback(() => {
    // Checked at the moment of sending: the other signal may have sent the creator already.
    if (!profileSetupRedirectAllowed()) return;
    markProfileSetupRedirected();
    void navigate('/profile-setup');
  }, [navigate]);

  useEffect(() => {
    if (creator && percent !== undefined && percent < COMPLETION_THRESHOLD) redirect();
  }, [creator, percent, redirect]);

  // The profile request (spec §7: once, no retry), read in its 404-aware form: null is "none yet".
  useEffect(() => {
    if (!creator || !profileSetupRedirectAllowed()) return;
    const controller = new AbortController();
    fetchProfileOrNull(controller.signal)
      .then((profile) => {
        if (profile === null) redirect();
      })
      .catch(() => {
        // Aborted as the page closed, or failed: the completion above still decides.
      });
    return () => controller.abort();
  }, [creator, redirect]);
}
