/**
 * What a route makes a phone download before it shows: the gzipped JavaScript of the entry, the
 * route's kind and everything its definition loads on open, from the Vite manifest of the last build.
 * Shared by `npm run bench`, which prints it, and the end-to-end bundle test, which holds it to budget.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FlowDefinition } from '../src/core/flow/flow-definition';
import { routeForms } from '../src/core/flow/route-forms';
import { stepButtons } from '../src/core/flow/step-buttons';
import { screensNamed } from '../src/core/screens/screens-named';
import { callAnswerDecision } from '../src/core/definitions/call-spec';
import { namesCatalogue } from '../src/core/config/names-catalogue';
import type { RouteEntry } from '../src/core/routing/route-table';
import type { ScreenDefinition, ShellDefinition } from '../src/core/screens/screen-definition';
import { lazyModules } from '../bundle-chunks';

interface ManifestChunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

const root = join(import.meta.dirname, '..');
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the shape of the file it reads
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(root, path), 'utf8')) as T;

/** The API client, loaded with the first request (src/api/api-client.ts). */
const clientModules = ['src/api/create-api-client.ts', 'src/api/portal-config.ts'];

/** The frame only a signed-in customer sees, a chunk of its own (src/engine/shell/signed-in.ts). */
const signedInShellModule = 'src/engine/shell/signed-in.ts';

/** The catalogues, loaded with a definition that names one, or with the first action (src/engine/config/catalogues-on-demand.ts). */
const catalogueModule = 'src/core/config/catalogue-files.ts';

/** Modules, and the catalogues when one of the definitions among them names a catalogue. */
function withCatalogues(modules: readonly string[]): string[] {
  const definitions = modules.filter((module) => module.startsWith('schemas/') && module.endsWith('.json'));
  return definitions.some((path) => namesCatalogue(readJson<unknown>(path))) ? [...modules, catalogueModule] : [...modules];
}

export class BundleSizes {
  private readonly manifest: Record<string, ManifestChunk>;
  private readonly entryChunks: ReadonlySet<string>;
  private readonly kinds = lazyModules('src/app/screens.ts');
  private readonly customs = lazyModules('src/app/custom-screens.ts');
  private readonly shell = readJson<ShellDefinition>('schemas/shell.json');

  constructor(private readonly dist = join(root, 'dist')) {
    const file = join(dist, '.vite/manifest.json');
    if (!existsSync(file)) throw new Error('no Vite manifest: run `npm run build` first');
    this.manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const entry = Object.keys(this.manifest).find((key) => this.manifest[key]?.isEntry);
    if (!entry) throw new Error('no entry in the Vite manifest');
    this.entryChunks = this.closure([entry]);
  }

  private closure(keys: readonly string[], seen = new Set<string>()): Set<string> {
    for (const key of keys) {
      if (seen.has(key)) continue;
      if (!(key in this.manifest)) throw new Error(`not in the Vite manifest: ${key}`);
      seen.add(key);
      this.closure(this.manifest[key]?.imports ?? [], seen);
    }
    return seen;
  }

  private kb(keys: Iterable<string>): number {
    let bytes = 0;
    for (const key of keys) {
      const file = this.manifest[key]?.file;
      if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(this.dist, file)), { level: 9 }).length;
    }
    return bytes / 1024;
  }

  /** Each chunk of the build (its file) and the chunks it imports statically. */
  chunkImports(): Map<string, string[]> {
    const fileOf = (key: string) => this.manifest[key]?.file ?? key;
    return new Map(Object.values(this.manifest).map((chunk) => [chunk.file, (chunk.imports ?? []).map(fileOf)]));
  }

  /** The entry alone: what every page loads. */
  entryKb(): number {
    return this.kb(this.entryChunks);
  }

  /** Decisions as the modules they load: each rule file and the rules engine. */
  private decisionModules(names: Iterable<string>): string[] {
    const list = [...new Set(names)];
    return list.length === 0 ? [] : ['src/core/rules/create-decision.ts', ...list.map((name) => `rules/${name}.rules.json`)];
  }

  /** The modules a route loads on open besides the entry: its kind, its definition, and what that definition loads at once. */
  routeModules(route: RouteEntry): string[] {
    const kind = route.kind === 'custom' ? this.customs[route.definition] : this.kinds[route.kind];
    if (!kind) throw new Error(`src/app/screens.ts maps no module for the kind ${route.kind} (${route.definition})`);
    // A signed-in route's guard asks for the user data before it shows: the API client loads at once.
    // …and the signed-in frame (navigation, customer name, idle logout) comes beside it.
    const client = route.access === 'session' ? [...clientModules, signedInShellModule] : [];
    if (route.kind === 'flow') {
      const flow = readJson<FlowDefinition>(`schemas/flows/${route.definition}.json`);
      // The forms the route waits for as it opens; its other page steps' come once the page is idle.
      const { shown } = routeForms(flow, route.path);
      return withCatalogues([kind, ...client, `schemas/flows/${route.definition}.json`, ...shown.flatMap((form) => [`schemas/forms/${form}.json`, `src/engine/generated/validators/${form}.js`])]);
    }
    // A custom screen is its own module: what it loads besides is its code's, seen by the manifest.
    if (route.kind === 'custom') return withCatalogues([kind, ...client]);
    const screen = readJson<ScreenDefinition>(`schemas/screens/${route.definition}.json`);
    const lists = screensNamed(screen).map((name) => `schemas/screens/${name}.json`);
    // The home's own panels decide at once: its prompts, and the permissions of its quick actions.
    const decisions = screen.kind === 'home' ? screen.panels.flatMap((panel) => (panel.type === 'prompts' ? [panel.decision] : panel.type === 'actions' && panel.actions.some((action) => action.permission) ? this.shell.permissions.decisions : [])) : [];
    // A content page loads the long texts of locales/ (in English here) before it shows them.
    const texts = screen.kind === 'content' ? ['locales/en/content.json'] : [];
    return withCatalogues([kind, `schemas/screens/${route.definition}.json`, ...lists, ...texts, ...client, ...this.decisionModules(decisions)]);
  }

  /** The files a route loads on open besides the entry's, for a prerendered page to preload. */
  routeFiles(route: RouteEntry): string[] {
    const loaded = this.closure(this.routeModules(route), new Set(this.entryChunks));
    return [...loaded].filter((key) => !this.entryChunks.has(key)).flatMap((key) => this.manifest[key]?.file ?? []).filter((file) => file.endsWith('.js'));
  }

  /** A route's first load: the entry and the route's modules, each chunk counted once. */
  routeKb(route: RouteEntry): number {
    return this.kb(this.closure(this.routeModules(route), new Set(this.entryChunks)));
  }

  /**
   * What a signed-in page loads once it has shown, when the browser is idle: the permission decisions
   * behind the navigation's "full KYC only" hints (usePermission, deferred).
   */
  deferredKb(): number {
    const loaded = this.closure(this.decisionModules(this.shell.permissions.decisions), new Set(this.entryChunks));
    return this.kb([...loaded].filter((key) => !this.entryChunks.has(key)));
  }

  /** A whole journey (every step's forms and every decision its calls meet), for the largest flows. */
  journeyKb(flowName: string): number {
    const flow = readJson<FlowDefinition>(`schemas/flows/${flowName}.json`);
    const forms = new Set(flow.steps.map((step) => step.form));
    const calls = flow.steps.flatMap((step) => [step.submit, ...stepButtons(step)]).flatMap((action) => action.calls);
    const decisions = [callAnswerDecision, ...calls.flatMap((call) => [call.outcome, call.answer].filter((name): name is string => name !== undefined))];
    // A journey's first action loads the catalogues that explain its answers.
    const modules = [this.kinds['flow'] ?? '', ...clientModules, catalogueModule, `schemas/flows/${flowName}.json`, ...[...forms].flatMap((form) => [`schemas/forms/${form}.json`, `src/engine/generated/validators/${form}.js`]), ...this.decisionModules(decisions)];
    return this.kb(this.closure(modules, new Set(this.entryChunks)));
  }
}
