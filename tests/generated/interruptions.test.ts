/**
 * Generated from the definitions (DESIGN.md "Tests from definitions", issue 31): every journey of
 * schemas/flows/, left at every step by each interruption a customer meets (a reload, the browser's
 * Back, a logout and a login, an idle logout), then opened again where they were. Through the
 * portal's own journey store (FlowStore over the encrypted local storage) and route loader
 * (loadFlowRoute), each case asserts:
 * - a way forward: the step shown has everything its calls and its summary read of the journey's
 *   state, or the journey starts over (a route that needs what was not kept sends it to its start);
 *   never a page that would send a call with a hole in it or draw an empty summary;
 * - what was typed, kept where the spec allows: across a reload in a journey of spec §3's storage
 *   keys (signUpInfo, migrationData) and across Back in any; nothing of a customer after a logout.
 * A journey a case cannot apply to says why in its definition ("interruptions": kind -> reason).
 * Whether money moves once under the same interruptions is the end-to-end tests' part, against the
 * real server (tests/e2e/interruptions.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RunSpec } from '../../src/core/definitions/call-spec';
import type { FlowDefinition, FlowStep } from '../../src/core/flow/flow-definition';
import { pageStepOf } from '../../src/core/flow/flow-routes';
import type { FlowState } from '../../src/core/flow/flow-state';
import { FlowStore } from '../../src/engine/flow/flow-store';
import { loadFlowRoute } from '../../src/engine/flow/load-flow-route';
import { secretWidgets } from '../../src/engine/widgets/widget-names';
import { testSession, testVault } from '../setup/test-session';

const root = join(import.meta.dirname, '../..');
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(root, path), 'utf8'));

type Interruption = 'reload' | 'back' | 'logout' | 'idleLogout';
const interruptions: readonly Interruption[] = ['reload', 'back', 'logout', 'idleLogout'];

/** A journey as its file has it, with the cases it excludes and why. */
type FlowFile = FlowDefinition & { readonly interruptions?: Readonly<Partial<Record<Interruption, string>>> };
const flows = readdirSync(join(root, 'schemas/flows')).map((file) => ({ name: file.replace(/\.json$/, ''), flow: readJson(`schemas/flows/${file}`) as FlowFile }));

/** Every action of a step: its submit and its buttons. */
const actionsOf = (step: FlowStep): RunSpec[] => [step.submit, ...(step.buttons ?? [])];

/** What a step's own actions keep: its calls' keep and the action's own. */
function keptBy(step: FlowStep): string[] {
  return actionsOf(step).flatMap((action) => [...Object.keys(action.keep ?? {}), ...action.calls.flatMap((call) => Object.keys(call.keep ?? {}))]);
}

/** The names of the journey's state a part of a definition reads (=state.name…). */
function stateReadsIn(node: unknown): string[] {
  if (typeof node === 'string') return /^=state\.([A-Za-z0-9_]+)/.exec(node)?.slice(1) ?? [];
  if (Array.isArray(node)) return node.flatMap(stateReadsIn);
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(stateReadsIn);
  return [];
}

/**
 * What a step needs of the state earlier steps kept: what its calls send (bodies, queries,
 * conditions) and what its summary shows, less what its own calls keep first (an OTP's grant).
 */
function needsOf(step: FlowStep): string[] {
  const own = new Set([...keptBy(step), 'sent']);
  const read = [...actionsOf(step).flatMap((action) => action.calls.flatMap((call) => [call.body, call.query, call.when])), step.summary];
  return [...new Set(stateReadsIn(read))].filter((name) => !own.has(name));
}

/** A field of the step's form a customer types and the journey may keep (no password or OTP), if any. */
function keptField(step: FlowStep): string | undefined {
  const form = readJson(`schemas/forms/${step.form}.json`) as { schema: { properties: Record<string, unknown> }; uiSchema: Record<string, { 'ui:widget'?: string } | undefined> };
  return Object.keys(form.schema.properties).find((field) => !secretWidgets.has(form.uiSchema[field]?.['ui:widget'] ?? ''));
}

/** The state of a journey at a step reached by its steps in order: what they kept, and a value typed in each. */
function stateAt(flow: FlowDefinition, index: number): FlowState {
  const before = flow.steps.slice(0, index);
  const step = flow.steps[index];
  if (!step) throw new Error(`${flow.flow} has no step ${String(index)}`);
  const kept = Object.fromEntries(before.flatMap(keptBy).map((name) => [name, `kept ${name}`]));
  const typed = Object.fromEntries(
    [...before, step].flatMap((earlier) => {
      const field = keptField(earlier);
      return field === undefined ? [] : [[earlier.id, { [field]: `typed in ${earlier.id}` }]];
    }),
  );
  return { flow: flow.flow, step: step.id, kept, typed };
}

/** The route Back leads to from a step: the page under a dialog, else the route of the page step before it. */
function routeBefore(flow: FlowDefinition, index: number): string {
  const step = flow.steps[index];
  if (!step) throw new Error(`${flow.flow} has no step ${String(index)}`);
  if (step.dialog === true) return step.route;
  const earlier = flow.steps.slice(0, index).reverse().find((candidate) => candidate.dialog !== true && candidate.route !== step.route);
  // Back from a journey's first page leaves it; the customer comes back by its address.
  return earlier?.route ?? step.route;
}

interface Shown {
  readonly route: string;
  readonly state: FlowState;
  /** The forms loaded before the route shows, and those it loads once idle (issue 37 item 3). */
  readonly forms: readonly string[];
  readonly laterForms: readonly string[];
}

/** Opens a route of a journey as the portal does, following where it sends a journey that must start over. */
async function open(name: string, route: string, store: FlowStore): Promise<Shown> {
  const first = await loadFlowRoute(name, route, store);
  const loaded = 'redirect' in first ? await loadFlowRoute(name, first.redirect, store) : first;
  if ('redirect' in loaded) throw new Error(`${name}: ${route} sends to elsewhere and on again to ${loaded.redirect}`);
  return { route: loaded.route, state: loaded.state, forms: Object.keys(loaded.forms), laterForms: loaded.laterForms };
}

beforeEach(() => localStorage.clear());

describe('the definitions hold journeys to interrupt', () => {
  it('finds every journey, and each exclusion says why', () => {
    expect(flows.length).toBeGreaterThanOrEqual(15);
    for (const { name, flow } of flows) {
      for (const [kind, reason] of Object.entries(flow.interruptions ?? {})) {
        expect(interruptions, `${name} excludes "${kind}", which is no interruption`).toContain(kind);
        expect(reason.trim().length, `${name} excludes ${kind} without saying why`).toBeGreaterThan(20);
      }
    }
  });
});

for (const { name, flow } of flows) {
  describe(`${name}: every step interrupted`, () => {
    flow.steps.forEach((step, index) => {
      for (const kind of interruptions.filter((candidate) => flow.interruptions?.[candidate] === undefined)) {
        it(`${step.id} (${step.route}${step.dialog ? ', a dialog' : ''}), then ${kind}: a way forward, and what was typed kept where the spec allows`, async () => {
          const vault = testVault();
          const session = testSession(vault);
          let store = new FlowStore(vault, session, (run) => run());
          const before = stateAt(flow, index);
          store.write(before, flow.storageKey);
          await store.flushed();

          let route = step.route;
          if (kind === 'reload') store = new FlowStore(vault, testSession(vault), (run) => run());
          if (kind === 'back') route = routeBefore(flow, index);
          if (kind === 'logout' || kind === 'idleLogout') session.clear('logout');
          const shown = await open(name, route, store);

          // A way forward: the step shown, and the page under it when it is a dialog, have what they read.
          const current = flow.steps.find((candidate) => candidate.id === shown.state.step && candidate.route === shown.route);
          expect(current, `${name}: ${shown.route} shows the step "${shown.state.step}", which is not on it`).toBeDefined();
          const page = pageStepOf(flow, shown.route);
          const missing = [...new Set([...(current ? needsOf(current) : []), ...(page ? needsOf(page) : [])])].filter((needed) => !(needed in shown.state.kept));
          expect(missing, `${name}: after ${kind} at ${step.id}, ${shown.route} shows "${shown.state.step}", which reads =state.${missing.join(', =state.')} that nothing kept; give its page step "needs" so the journey starts over, or keep it where the step can find it`).toEqual([]);

          // The forms of what shows, and of the dialogs over it, are there before it shows; the route's other page steps' come later, none left out.
          const dialogs = flow.steps.filter((candidate) => candidate.route === shown.route && candidate.dialog === true).map((candidate) => candidate.form);
          expect([...shown.forms].sort(), `${name}: ${shown.route} shows ${shown.state.step} without its forms`).toEqual([...new Set([page?.form, current?.form, ...dialogs])].filter((form) => form !== undefined).sort());
          expect(new Set([...shown.forms, ...shown.laterForms])).toEqual(new Set(flow.steps.filter((candidate) => candidate.route === shown.route).map((candidate) => candidate.form)));

          // What was typed: kept across Back, and across a reload where spec §3 stores the journey.
          const typed = before.typed[step.id];
          if (kind === 'back' || (kind === 'reload' && flow.storageKey !== undefined)) {
            if (typed !== undefined && shown.route === step.route) expect(shown.state.typed[step.id]).toEqual(typed);
            if (kind === 'reload') expect(shown.state.step).toBe(step.id);
          }
          // Nothing of a customer after a logout: the next one at this device starts afresh.
          if (kind === 'logout' || kind === 'idleLogout') {
            expect(shown.state.kept).toEqual({});
            expect(shown.state.typed).toEqual({});
          }
        });
      }
    });
  });
}
