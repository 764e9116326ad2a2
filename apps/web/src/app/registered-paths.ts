import { createContext, useContext } from 'react';
import type { RouteObject } from 'react-router';

export const RegisteredPathsContext = createContext<ReadonlySet<string>>(new Set());
export const useRegisteredPaths = () => useContext(RegisteredPathsContext);

/** Every absolute path the router knows, so navigation shows only pages that exist. */
export function collectPaths(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    return [...(route.path ? [own] : []), ...(route.children ? collectPaths(route.children, own) : [])];
  });
}
