import { describe, expect, it } from 'vitest';
import { storeArgs } from './cacheLists';

describe('storeArgs', () => {
  it('reads the arguments of a field stored without a type policy', () => {
    expect(storeArgs('brandInbox({"brandId":"1","status":"REQUESTED"})')).toEqual({ brandId: '1', status: 'REQUESTED' });
  });

  it('reads the key arguments of a field whose policy names them', () => {
    expect(storeArgs('matches:{"recommendationType":null,"status":"DISMISSED"}')).toEqual({ recommendationType: null, status: 'DISMISSED' });
    expect(storeArgs('matches:{}')).toEqual({});
  });

  it('answers no arguments for a field stored under its name alone, or a name it cannot read', () => {
    expect(storeArgs('connections')).toEqual({});
    expect(storeArgs('notifications:panel')).toEqual({});
    expect(storeArgs('matches:{"status":')).toEqual({});
  });
});
