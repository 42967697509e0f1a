/**
 * The assistant's suggested actions as the widget offers them. An action item names the page it is
 * done on in parentheses at its end, "Open Messages (/messages)": the widget shows the label as a
 * button that goes there. Adding a field to one's profile is done in Profile Settings. An item
 * naming no page stays a line of advice. Read by the server's tests and the web widget alike.
 */
export type ChatAction = { label: string; path: string | null };

export function chatActionOf(item: string): ChatAction {
  const named = /^(.*\S)\s+\((\/[^\s()]*)\)$/.exec(item);
  if (named) return { label: named[1]!, path: named[2]! };
  if (/^Add your .+ to your profile$/.test(item)) return { label: item, path: '/profile-settings' };
  return { label: item, path: null };
}

/**
 * The paths in an answer's text, as pieces: plain text and in-app paths ("/dashboard",
 * "/creators/nova"), so the widget can make each path a link. A path starts after a space or an
 * opening parenthesis with a slash and a letter, and ends before a space, a closing parenthesis
 * or final punctuation; one ending in a slash is a kind of page, not a page, and stays text.
 */
export type TextPiece = { text: string; path?: string };

export function piecesOf(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(/(?<=^|[\s(])\/[a-z][\w\-/.?=&]*/gi)) {
    const path = match[0].replace(/[.,;:!?]+$/, '');
    // "/creators/ followed by their username" names a kind of page, not one: no link.
    if (path.endsWith('/')) continue;
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: path, path });
    last = match.index + path.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
