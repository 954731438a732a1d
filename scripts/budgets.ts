import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteEntry } from '../src/core/routing/route-table';

export interface Budgets {
  readonly newRouteKb: number;
  readonly journeyKb: number;
  readonly routes: Readonly<Record<string, number>>;
  /** The phone a page's timings stand for: cpuRate on a machine of referenceHostIndex (scripts/host-speed.ts). */
  readonly device: { readonly referenceHostIndex: number; readonly cpuRate: number };
  readonly timing: {
    /** The routes held to lcpMs and interactiveMs; pagesShown are measured and printed besides. */
    readonly pages: readonly string[];
    readonly pagesShown: readonly string[];
    readonly lcpMs: number;
    readonly interactiveMs: number;
    readonly typingMs: number;
    readonly historyChangeMs: number;
    /** Timed passes of each change of the history after a first, whose median is held to historyChangeMs. */
    readonly historyPasses: number;
  };
  /** Lighthouse's scores, out of 100 (issue 37 item 2). */
  readonly lighthouse: { readonly runs: number; readonly publicPerformance: number; readonly signedInPerformance: number; readonly publicAccessibility: number; readonly publicSeo: number };
  readonly sandbox: { readonly balanceRequestsPerSecond: number; readonly balanceP99Ms: number };
  /** Each decision's median evaluation, in ms (issue 4). */
  readonly decisions: { readonly medianMs: number };
  /** `npm run check:cases`, wall time in seconds (issue 19 item 5). */
  readonly checkCases: { readonly seconds: number };
  readonly checkConfig: { readonly seconds: number };
  /** The whole of npm test, in seconds: at the reference machine's speed, and as it was. */
  readonly suite: { readonly seconds: number; readonly rawSeconds: number };
  /** A statement PDF of many rows: its time and size (issue 17). */
  readonly statement: { readonly pdfRows: number; readonly pdfMs: number; readonly pdfKb: number };
}

/** scripts/budgets.json: the budgets `npm run bench` holds every figure to, and the sizes the bundle test holds routes to. */
export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(import.meta.dirname, 'budgets.json'), 'utf8')) as Budgets;
}

/** A route's budget in KB of gzipped JavaScript: its own, or that of a journey, or that of a new route. */
export function budgetOf(budgets: Budgets, route: RouteEntry): number {
  return budgets.routes[route.path] ?? (route.kind === 'flow' ? budgets.journeyKb : budgets.newRouteKb);
}

/** The routes whose first load is over their budget, as "path: size > budget". */
export function routesOverBudget(budgets: Budgets, routes: readonly RouteEntry[], kbOf: (route: RouteEntry) => number): string[] {
  return routes.flatMap((route) => {
    const budget = budgetOf(budgets, route);
    const kb = kbOf(route);
    return kb > budget ? [`${route.path}: ${kb.toFixed(1)} KB > ${String(budget)} KB`] : [];
  });
}
