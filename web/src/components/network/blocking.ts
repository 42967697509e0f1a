/**
 * What blocking a creator does, said the same way wherever one can block (their page, a request,
 * a conversation): the connection goes, and so does any request between the two; they can no
 * longer message the blocker nor see their page (nor the blocker theirs); they are not told.
 */
export const blockConsequences = (name: string): string =>
  `Blocking removes your connection with ${name} and any request between you. ${name} can no longer message you or see your page, and you will not see theirs. They are not told. You can unblock them in Profile Settings.`;
