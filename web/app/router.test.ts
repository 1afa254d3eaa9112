import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OFFLINE_WALK } from '../../e2e/offline-walk.ts';
import { SignedInArea } from './layouts/signed-in-area.tsx';
import { appRoutes } from './router.tsx';

/** The paths of a route's children, nested ones joined ('' for an index route). */
function pathsUnder(route: RouteObject, prefix = ''): string[] {
  return (route.children ?? []).flatMap((child) => {
    const own = child.index ? prefix : [prefix, child.path ?? ''].filter(Boolean).join('/');
    return child.children ? pathsUnder(child, own) : [own];
  });
}

function findRoute(routes: readonly RouteObject[], matches: (route: RouteObject) => boolean): RouteObject | undefined {
  for (const route of routes) {
    if (matches(route)) return route;
    const inner = findRoute(route.children ?? [], matches);
    if (inner) return inner;
  }
  return undefined;
}

describe('the router and the offline walk (e2e/offline-screens.spec.ts)', () => {
  it('walks every signed-in route of the router, and no route the router lacks', async () => {
    const signedIn = findRoute(appRoutes, (route) => (route.element as { type?: unknown } | undefined)?.type === SignedInArea);
    expect(signedIn, 'the signed-in area in web/app/router.tsx').toBeDefined();
    const routed = [...new Set(pathsUnder(signedIn!))].sort();
    expect(routed).toContain('settings');
    expect(Object.keys(OFFLINE_WALK).sort()).toEqual(routed);
  });
});
