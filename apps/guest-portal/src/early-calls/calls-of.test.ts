import { describe, expect, it } from 'vitest';
import { callsOf } from './calls-of.ts';

const SESSION = '/api/customer-flow/me';
const SCREENS = [
  ['/home', []],
  ['/in-room-service', ['/api/room-service/menu']],
  ['/food-detail/:id', ['/api/room-service/menu/items/:id']],
  ['/local-tips', ['/api/local-tips?filter=all']],
] as const;

describe('the calls a page sends before the portal has loaded', () => {
  it("are the profile and the route's own first calls", () => {
    expect(callsOf('/home', '', SESSION, SCREENS)).toEqual([SESSION]);
    expect(callsOf('/in-room-service', '', SESSION, SCREENS)).toEqual([
      SESSION,
      '/api/room-service/menu',
    ]);
  });

  it("fill a path parameter in from the page's address", () => {
    expect(callsOf('/food-detail/12', '', SESSION, SCREENS)).toEqual([
      SESSION,
      '/api/room-service/menu/items/12',
    ]);
  });

  it('are only the profile when the page has a query the screen reads (?filter=liked)', () => {
    expect(callsOf('/local-tips', '?filter=liked', SESSION, SCREENS)).toEqual([SESSION]);
  });

  it('are none off the signed-in routes, or on a longer address', () => {
    expect(callsOf('/login', '', SESSION, SCREENS)).toEqual([]);
    expect(callsOf('/in-room-service/more', '', SESSION, SCREENS)).toEqual([]);
    expect(callsOf('/food-detail/12/x', '', SESSION, SCREENS)).toEqual([]);
  });

  it('are none for a path parameter that is not a plain id (nothing else is put in an address)', () => {
    expect(callsOf('/food-detail/..', '', SESSION, SCREENS)).toEqual([]);
    expect(callsOf('/food-detail/%2E%2E%2Fbills', '', SESSION, SCREENS)).toEqual([]);
  });
});
