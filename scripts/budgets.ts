import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../src/core/routing/route-table';

export interface Budgets {
  readonly newRouteKb: number;
  readonly routes: Readonly<Record<string, number>>;
  readonly unbudgetedKinds: readonly string[];
  readonly timing: { readonly loginLcpMs: number; readonly loginInteractiveMs: number; readonly typingMs: number };
  readonly sandbox: { readonly balanceRequestsPerSecond: number; readonly balanceP99Ms: number };
}

/** scripts/budgets.json: the size budgets the bench prints against and the bundle test holds routes to. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;
}

/** A route's budget in KB of gzipped JavaScript, or null while its kind has none yet. */
export function budgetOf(budgets: Budgets, route: RouteEntry): number | null {
  if (budgets.unbudgetedKinds.includes(route.kind)) return null;
  return budgets.routes[route.path] ?? budgets.newRouteKb;
}
