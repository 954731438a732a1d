import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rjsfUnused } from '../../bundle-shims';
import { providerSecrets } from '../../sandbox/simulators/card-provider';
import { BundleSizes } from '../../scripts/bundle-size';
import { budgetOf, readBudgets, routesOverBudget } from '../../scripts/budgets';
import { graphCircles } from '../../scripts/graph-circles';
import { measureOpen } from '../../scripts/page-timing';
import routesFile from '../../schemas/routes.json' with { type: 'json' };
import type { RouteEntry } from '../../src/core/routing/route-table';
import { expect, test } from './fixtures';

const routeTable = { homeRoute: routesFile.homeRoute, routes: routesFile.routes as readonly RouteEntry[] };

const assets = join(import.meta.dirname, '../../dist/assets');
const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));

/**
 * What only Ajv's compiler carries (its error texts and its code generator's entry points): the
 * validators are compiled at build time, so none of it may reach a browser (DESIGN.md, strict CSP).
 */
const compilerMarks = ['schema with key or id', 'strict mode:', 'keywords ignored in schema at path', 'compileAsync', 'ajv/dist/compile'];
const evalMarks = [/\bnew Function\b/, /\bFunction\(/, /\beval\(/];

test('the built bundle has no Ajv compiler and nothing that compiles script at run time', () => {
  expect(scripts.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const name of scripts) {
    const text = readFileSync(join(assets, name), 'utf8');
    for (const mark of compilerMarks) if (text.includes(mark)) found.push(`${name}: ${mark}`);
    for (const mark of evalMarks) if (mark.test(text)) found.push(`${name}: ${String(mark)}`);
  }
  expect(found).toEqual([]);
});

test("no secret reaches the browser: the card provider's salt and merchant key are in no built file (docs/decisions/0005)", () => {
  const { key, salt } = providerSecrets();
  const dist = join(import.meta.dirname, '../../dist');
  const files = (dir: string): string[] => readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(`${dir}/${entry.name}`) : /\.(js|html|json|css|map)$/.test(entry.name) ? [`${dir}/${entry.name}`] : []));
  const built = files('.');
  expect(built.length).toBeGreaterThan(scripts.length);
  expect(built.filter((file) => { const text = readFileSync(join(dist, file), 'utf8'); return text.includes(salt) || text.includes(key); })).toEqual([]);
});

test('the bundle carries none of the libraries the shims replace (bundle-shims.ts): no markdown renderer, no fast-uri, no fast-equals, no unused part of RJSF', () => {
  const replaced = ['node_modules/markdown-to-jsx/', 'node_modules/fast-uri/', 'node_modules/fast-equals/', 'node_modules/eventemitter2/', 'node_modules/jsonpath-plus/', ...[...rjsfUnused.keys()].map((module) => module.replace(/\.js$/, '.')), 'node_modules/@x0k/json-schema-merge/'];
  const found = readdirSync(assets)
    .filter((name) => name.endsWith('.js.map'))
    .flatMap((name) => ((JSON.parse(readFileSync(join(assets, name), 'utf8')) as { sources: string[] }).sources).filter((source) => replaced.some((path) => source.includes(path))).map((source) => `${name}: ${source}`));
  expect(found).toEqual([]);
});

test('the chunks import one another in no circle, whose first chunk to run would meet the other not yet run (bundle-chunks.ts takes shared modules without their libraries)', () => {
  const imports = new BundleSizes().chunkImports();
  expect(imports.size).toBeGreaterThan(scripts.length / 2);
  expect(graphCircles(imports)).toEqual([]);
});

test('every form has its validator precompiled into the bundle, as a module of its own', () => {
  const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const forms = readdirSync(join(import.meta.dirname, '../../schemas/forms')).map((name) => name.replace(/\.json$/, ''));
  for (const form of forms) expect(manifest[`src/engine/generated/validators/${form}.js`]?.file, form).toMatch(/\.js$/);
});

test('every route, journeys included, loads within its budget of gzipped JavaScript (scripts/budgets.json)', () => {
  const sizes = new BundleSizes();
  const budgets = readBudgets();
  expect(routesOverBudget(budgets, routeTable.routes, (route) => sizes.routeKb(route))).toEqual([]);
  // The same check fails a budget broken on purpose: /login held to a tenth of its size, a journey to 1 KB.
  const login = routeTable.routes.find((route) => route.path === '/login');
  if (!login) throw new Error('schemas/routes.json has no /login');
  const broken = { ...budgets, journeyKb: 1, routes: { ...budgets.routes, '/login': sizes.routeKb(login) / 10 } };
  const over = routesOverBudget(broken, routeTable.routes, (route) => sizes.routeKb(route));
  expect(over.some((line) => line.startsWith('/login: '))).toBe(true);
  // Over: /login, and every journey held to journeyKb (not those with a budget of their own, as /signup).
  expect(over.length).toBe(routeTable.routes.filter((route) => route.path === '/login' || (route.kind === 'flow' && budgets.routes[route.path] === undefined)).length);
  const home = routeTable.routes.find((route) => route.path === routeTable.homeRoute);
  if (!home) throw new Error('schemas/routes.json has no home route');
  expect(budgetOf(budgets, home)).toBe(budgets.routes[routeTable.homeRoute]);
});

test("a new customer's first pages ask for no more JavaScript before they answer than their budget, measured in the browser as npm run bench measures them (issue 37 items 1, 2)", async ({ context }) => {
  const budgets = readBudgets();
  for (const path of budgets.timing.pages) {
    const route = routeTable.routes.find((entry) => entry.path === path);
    if (!route) throw new Error(`scripts/budgets.json names ${path}, which schemas/routes.json does not`);
    const page = await context.newPage();
    const open = await measureOpen(page, path);
    expect(open.scripts, path).toBeGreaterThan(0);
    expect(open.jsKb, path).toBeLessThanOrEqual(budgetOf(budgets, route));
    await page.close();
  }
});

test('each screen kind is a chunk of its own: a list route does not load the journeys, nor a journey the list', () => {
  const sizes = new BundleSizes();
  const byKind = (kind: string) => routeTable.routes.find((route) => route.kind === kind);
  const list = byKind('list');
  const flow = byKind('flow');
  if (!list || !flow) throw new Error('schemas/routes.json has no list or no flow route');
  expect(sizes.routeModules(list)).not.toContain('src/engine/kinds/flow/flow-page.tsx');
  expect(sizes.routeKb(list)).toBeLessThan(sizes.routeKb(flow));
});
