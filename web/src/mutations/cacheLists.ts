import type { Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';

/**
 * A field's arguments, from its store name. Apollo writes a field without a type policy as
 * `brandInbox({"brandId":"1","status":"REQUESTED"})` and one whose policy names its key arguments
 * as `matches:{"status":"DISMISSED"}`; both answer the arguments as an object. A field stored
 * under no arguments (`connections`) answers `{}`.
 */
export function storeArgs<T extends object>(storeFieldName: string): Partial<T> {
  const args = /^[^(:]*(?:\((.*)\)|:(\{.*\}))$/s.exec(storeFieldName);
  const json = args?.[1] ?? args?.[2];
  if (!json) return {};
  try {
    return JSON.parse(json) as Partial<T>;
  } catch {
    return {};
  }
}

type StoredConnection = { totalCount?: number; edges?: readonly { node: Reference }[] };

type ReadField = ModifierDetails['readField'];

/**
 * A stored list that the item has left: its edge goes and the total drops by one. A list stored
 * with its total only (a tab's count) drops by one too.
 */
export function leaveConnection(value: unknown, id: string, readField: ReadField): unknown {
  const list = value as StoredConnection;
  if (!list.edges) return typeof list.totalCount === 'number' ? { ...list, totalCount: Math.max(0, list.totalCount - 1) } : value;
  const edges = list.edges.filter((edge) => readField<string>('id', edge.node) !== id);
  if (edges.length === list.edges.length) return value;
  return { ...list, edges, ...(typeof list.totalCount === 'number' ? { totalCount: Math.max(0, list.totalCount - 1) } : {}) };
}

/**
 * A stored list that the item has joined. Where it goes in the list is the server's order, so a
 * list with its items is dropped (read again when next shown); one stored with its total only
 * grows by one.
 */
export function joinConnection(value: unknown, DELETE: ModifierDetails['DELETE']): unknown {
  const list = value as StoredConnection;
  if (list.edges || typeof list.totalCount !== 'number') return DELETE;
  return { ...list, totalCount: list.totalCount + 1 };
}
