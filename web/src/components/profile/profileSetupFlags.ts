/**
 * The profile-setup redirect: two sessionStorage flags, so the dashboard sends a creator to
 * /profile-setup at most once per browser session, and never after they chose to skip it.
 */
export const PROFILE_SETUP_REDIRECT = 'profileSetupRedirect';
export const PROFILE_SETUP_SKIPPED = 'profileSetupSkipped';

type Flag = typeof PROFILE_SETUP_REDIRECT | typeof PROFILE_SETUP_SKIPPED;

// Storage can be off (privacy modes) and then throws: a missing flag is the safe reading, and a
// flag that cannot be stored only costs one more redirect.
const read = (flag: Flag): boolean => {
  try {
    return window.sessionStorage.getItem(flag) !== null;
  } catch {
    return false;
  }
};

const set = (flag: Flag): void => {
  try {
    window.sessionStorage.setItem(flag, 'true');
  } catch {
    // See above.
  }
};

/** Neither flag is set: the redirect may still happen in this session. */
export const profileSetupRedirectAllowed = (): boolean => !read(PROFILE_SETUP_REDIRECT) && !read(PROFILE_SETUP_SKIPPED);

export const markProfileSetupRedirected = (): void => set(PROFILE_SETUP_REDIRECT);

export const markProfileSetupSkipped = (): void => set(PROFILE_SETUP_SKIPPED);
