/**
 * The account e-mails, in plain text (every client shows it; the links are the point). Each is
 * queued with the change that calls for it (see MailKit.queue), so a rolled-back change sends nothing.
 */
export type AccountMail = { to: string; subject: string; text: string };

const SIGN_OFF = '\n\n— SoundBoard';

export const resetMail = (to: string, link: string): AccountMail => ({
  to,
  subject: 'Reset your SoundBoard password',
  text:
    `Someone, hopefully you, asked to reset the password of the SoundBoard account for ${to}.\n\n` +
    `Choose a new password here (the link works once, for one hour):\n${link}\n\n` +
    `If you did not ask, ignore this e-mail: your password stays as it is.${SIGN_OFF}`,
});

export const passwordChangedMail = (to: string, resetLink: string): AccountMail => ({
  to,
  subject: 'Your SoundBoard password was changed',
  text:
    `The password of your SoundBoard account was just changed, and every other signed-in device was signed out.\n\n` +
    `If this was not you, reset your password now:\n${resetLink}${SIGN_OFF}`,
});

export const confirmEmailMail = (to: string, link: string): AccountMail => ({
  to,
  subject: 'Confirm your new SoundBoard e-mail address',
  text:
    `You asked to use ${to} for your SoundBoard account.\n\n` +
    `Confirm it here (the link works once, for 24 hours):\n${link}\n\n` +
    `Until you do, nothing changes. If you did not ask, ignore this e-mail.${SIGN_OFF}`,
});

export const emailChangedMail = (to: string, newEmail: string, resetLink: string): AccountMail => ({
  to,
  subject: 'Your SoundBoard e-mail address was changed',
  text:
    `The e-mail address of your SoundBoard account was changed from ${to} to ${newEmail}. ` +
    `Mail about the account now goes there, and you sign in with it.\n\n` +
    `If this was not you, contact support at once, and reset your password from the new address if you still can:\n${resetLink}${SIGN_OFF}`,
});

export const accountDeletedMail = (to: string): AccountMail => ({
  to,
  subject: 'Your SoundBoard account was deleted',
  text:
    `Your SoundBoard account (${to}) was deleted, with its profile, picture, matches and connections. ` +
    `Messages you sent stay with the people who received them, shown from "Deleted account".${SIGN_OFF}`,
});

export const verifyEmailMail = (to: string, link: string): AccountMail => ({
  to,
  subject: 'Confirm your e-mail address for SoundBoard',
  text:
    `Welcome to SoundBoard. Confirm that ${to} is your e-mail address by opening this link ` +
    `(it works once, for 24 hours):\n${link}\n\n` +
    `If you did not sign up for SoundBoard, ignore this e-mail: someone may have typed your address by mistake.${SIGN_OFF}`,
});

export const googleTakeoverMail = (to: string): AccountMail => ({
  to,
  subject: 'Your SoundBoard account is now secured with Google sign-in',
  text:
    `You just signed in to SoundBoard with Google as ${to}. An account with this address already existed, ` +
    `but its address had never been confirmed, so it may have been set up by someone else.\n\n` +
    `To make sure the account is yours alone, we removed the password it had, signed out every other ` +
    `device and cancelled any reset or confirmation links. From now on you sign in with Google; you can ` +
    `set a new password from the sign-in page ("Forgot password") whenever you like.\n\n` +
    `Check your profile and messages for anything you did not write.${SIGN_OFF}`,
});
