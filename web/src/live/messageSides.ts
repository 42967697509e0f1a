/**
 * Whether a message is the viewer's own. A conversation has two sides; a brand team's side writes
 * as the brand (the sender is the brand, whichever member wrote), so "not from the other side" is
 * the rule. With the other side's account gone, only the viewer's own id tells.
 */
export function sentByViewer(sender: { id: string } | null | undefined, other: { id: string } | null | undefined, viewerId: string | null): boolean {
  if (!sender) return false;
  return other ? sender.id !== other.id : sender.id === viewerId;
}
