import type { RouteEntry } from '@/core/routing/route-table';
import type { ScreenModule } from './screen-module';

/**
 * Screens no kind fits, registered by name as Backstage registers its routable extensions: a route
 * of kind "custom" in schemas/routes.json names one here as its definition, and keeps its path,
 * title, access and permission there like any other. Each screen's file opens with why none of the
 * six kinds (DESIGN.md "Screen kinds") could show it; the config check refuses a route naming a
 * screen not registered here. None is registered: every screen of the spec is one of the kinds, and
 * a screen that wants to be custom is first a question about the kinds.
 */
export const customScreens: Readonly<Record<string, () => Promise<ScreenModule>>> = {};

/** The screen a custom route names, from a registry; the config check refuses a route naming none, and a build that slipped past it fails here, onto the server-error page. */
export function openCustomScreen(registry: Readonly<Record<string, () => Promise<ScreenModule>>>, entry: RouteEntry): Promise<ScreenModule> {
  const open = Object.hasOwn(registry, entry.definition) ? registry[entry.definition] : undefined;
  if (!open) return Promise.reject(new Error(`the route ${entry.path} names the custom screen "${entry.definition}", which src/app/custom-screens.ts does not register`));
  return open();
}
