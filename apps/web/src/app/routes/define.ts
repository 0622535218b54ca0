import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteEntry } from '../route-types';
import { productTitle, type Area } from '../shell-rules';

/**
 * A screen loaded on demand from a named export: `lazyPage(loadXPage, 'XPage')`, where the feature's index.ts
 * exports `loadXPage = () => import('./routes/x-page')`. Each loader keeps its own `import()`, so the bundler
 * splits the screen off and an area's screens are downloaded only by those who open them: a visitor never
 * downloads the back-office.
 */
export function lazyPage<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType> {
  const page = lazy(() => load().then((module) => ({ default: module[name] })));
  loaders.set(page, load);
  return page;
}

const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts downloading a screen made by lazyPage before React asks for it (main.tsx does so for the first screen,
 * while the shell renders), so its chunk does not wait for the entry to finish. A screen in the entry does nothing.
 */
export function preloadPage(component: object): void {
  loaders.get(component)?.().catch((error: unknown) => console.warn('A screen could not be preloaded', error));
}

/** A screen's tab title: '<Product> - <text>'. */
export const title = (text: string) => productTitle(text);

/** A screen as its area's module lists it: the module gives it the area. */
export type AreaRoute = Omit<RouteEntry, 'area'>;

/** An area module's entries, each stamped with that area, so a module cannot list another area's screen. */
export function areaRoutes(area: Area, entries: readonly AreaRoute[]): RouteEntry[] {
  return entries.map((entry) => ({ ...entry, area }));
}
