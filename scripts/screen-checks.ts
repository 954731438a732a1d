/**
 * Checks of the screen definitions (schemas/screens/), the route table (schemas/routes.json) and
 * the shell (schemas/shell.json) across files: definitions exist and are of their route's kind,
 * operations are in the contract, every value path leads somewhere in the answer it reads, formats,
 * catalogues, icons and permissions are ones the portal knows, and every link goes to a route.
 */
import { cataloguesIn } from './catalogue-names';
import { customScreens } from '../src/app/custom-screens';
import { asText } from '../src/core/text/as-text';
import { valueFormats } from '../src/core/format/format-value';
import { answerSchema, fieldNames, itemsOf, schemaAt, type OpenApiDocument } from './openapi-paths';

type Json = Record<string, unknown>;

export interface ScreenProblem {
  readonly file: string;
  readonly path: string;
  readonly message: string;
}

export interface ScreenSources {
  readonly files: ReadonlyMap<string, unknown>;
  readonly operations: ReadonlySet<string>;
  readonly spec: OpenApiDocument;
}

const routesFile = 'schemas/routes.json';
const shellFile = 'schemas/shell.json';
/** The roots a template may read besides the loaded answers (see screen-definition.ts). */
const plainRoots = new Set(['session', 'limit', 'today', 'params', 'filters', 'preset', 'page', 'confirm', 'language']);
const sessionValues = new Set(['mobileNumber', 'returnRoute']);
/** What a detail's scope says of the device (src/engine/kinds/detail/detail-page.tsx). */
const deviceRoot = { schema: { type: 'object', additionalProperties: false, properties: { shareFiles: { type: 'boolean' } } }, what: 'what the device can do' };
const pageValues = new Set(['number', 'size']);

/** Every string of a subtree that is a value path ("=row.amount"), with its JSON pointer. */
function valuePaths(node: unknown, pointer: string): [string, string][] {
  if (typeof node === 'string') return node.startsWith('=') ? [[pointer, node.slice(1)]] : [];
  if (Array.isArray(node)) return node.flatMap((item, index) => valuePaths(item, `${pointer}/${index}`));
  if (typeof node === 'object' && node !== null) return Object.entries(node).flatMap(([key, value]) => valuePaths(value, `${pointer}/${key}`));
  return [];
}

/** Every logout effect in a subtree (a journey's done effects, a rule's events). */
function logoutEffects(node: unknown): Json[] {
  if (Array.isArray(node)) return node.flatMap(logoutEffects);
  if (typeof node !== 'object' || node === null) return [];
  const object = node as Json;
  return [...(object['type'] === 'logout' ? [object] : []), ...Object.values(object).flatMap(logoutEffects)];
}

/** The values of a route path pattern: "/history/:txnId" has txnId. */
const paramsOf = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

/** Whether a link leads to a route: literal segments equal, ":name" segments anything; "*" does not count. */
function routeFor(routes: readonly string[], link: string): boolean {
  const wanted = link.split('?')[0]?.split('/') ?? [];
  return routes.some((route) => {
    if (route === '*') return false;
    const segments = route.split('/');
    return segments.length === wanted.length && segments.every((segment, index) => segment.startsWith(':') || segment === wanted[index]);
  });
}

/** The link a "to" template makes, when its start is known: a literal, or the literal first part of a $join. */
function linkOf(to: unknown): { readonly link: string; readonly open: boolean } | null {
  if (typeof to === 'string') return to.startsWith('=') ? null : { link: to, open: false };
  const parts = (to as { $join?: unknown } | null)?.$join;
  if (Array.isArray(parts) && typeof parts[0] === 'string' && !parts[0].startsWith('=')) return { link: parts[0], open: parts.length > 1 };
  return null;
}

export function checkScreens(sources: ScreenSources): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const routes = (((sources.files.get(routesFile) as Json | undefined)?.['routes'] ?? []) as Json[]).map((route) => ({
    path: String(route['path']),
    kind: String(route['kind']),
    definition: String(route['definition']),
    nav: route['nav'] as Json | undefined,
  }));
  const routePaths = routes.map((route) => route.path);
  const limitNames = new Set(Object.keys(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {})));
  const catalogueNames = [...cataloguesIn(sources.files).keys()];
  const formats: readonly string[] = valueFormats;
  const icons = Object.keys((sources.files.get('schemas/icons.json') as Json | undefined)?.['icons'] ?? {});
  const decisions = new Set([...sources.files.keys()].flatMap((file) => (file.endsWith('.rules.json') ? [file.replace(/^rules\//, '').replace(/\.rules\.json$/, '')] : [])));
  // The actions the permission decisions know: the values their rules compare the fact "action" with.
  const permissions = new Set(
    [...sources.files].flatMap(([file, document]) =>
      file.endsWith('.rules.json') ? [...JSON.stringify(document).matchAll(/"fact":"action","operator":"(?:in|equal)","value":(\[[^\]]*\]|"[^"]*")/g)].flatMap((match) => [JSON.parse(match[1] ?? '[]') as string | string[]].flat()) : [],
    ),
  );
  const userSchema = (() => {
    const answer = answerSchema(sources.spec, 'getUserData');
    const found = answer ? schemaAt(sources.spec, answer, ['userData']) : undefined;
    return found && 'schema' in found ? found.schema : undefined;
  })();

  const problem = (file: string, path: string, message: string) => problems.push({ file, path, message });

  const operationAnswer = (load: Json | undefined): Json | undefined => {
    if (!load) return undefined;
    // An unknown operation is named by checkVocabulary, wherever it stands.
    const operation = String(load['operation']);
    return sources.operations.has(operation) ? answerSchema(sources.spec, operation) : undefined;
  };

  const descend = (file: string, path: string, what: string, schema: Json | undefined, dotted: string): Json | undefined => {
    if (!schema) return undefined;
    const found = schemaAt(sources.spec, schema, dotted.split('.'));
    if ('schema' in found) return found.schema;
    problem(file, path, `"${dotted}" is not in ${what}: it has no "${found.missing}" (there is ${fieldNames(sources.spec, found.at).join(', ') || 'nothing to name'}); correct the path`);
    return undefined;
  };

  /**
   * Where an action that calls says what it does once its calls went through (its done effects),
   * =answer is the answer of its last call, not the screen's: pointer of the done -> that answer.
   */
  const doneAnswers = (node: unknown, pointer: string, found = new Map<string, { readonly schema: Json | undefined; readonly what: string }>()) => {
    if (Array.isArray(node)) node.forEach((item, index) => doneAnswers(item, `${pointer}/${index}`, found));
    else if (typeof node === 'object' && node !== null) {
      const object = node as Json;
      const calls = object['calls'];
      const last = Array.isArray(calls) ? (calls.at(-1) as Json | undefined) : undefined;
      if (last && Array.isArray(object['done'])) found.set(`${pointer}/done/`, { schema: operationAnswer(last), what: `the answer of ${asText(last['operation'])}` });
      for (const [key, value] of Object.entries(object)) doneAnswers(value, `${pointer}/${key}`, found);
    }
    return found;
  };

  /** Checks every value path of a subtree against what its roots stand for. */
  const checkPaths = (file: string, node: unknown, pointer: string, roots: Readonly<Record<string, { readonly schema: Json | undefined; readonly what: string }>>, known: { readonly filters?: ReadonlySet<string>; readonly params?: ReadonlySet<string> }) => {
    const answers = doneAnswers(node, pointer);
    for (const [at, path] of valuePaths(node, pointer)) {
      const [root = '', ...rest] = path.split('.');
      const [first = ''] = rest;
      const callAnswer = root === 'answer' ? [...answers].find(([prefix]) => at.startsWith(prefix))?.[1] : undefined;
      const described = callAnswer ?? roots[root];
      if (described) {
        if (rest.length > 0 && described.schema) {
          const found = schemaAt(sources.spec, described.schema, rest);
          if (!('schema' in found)) problem(file, at, `"=${path}" is not in ${described.what}: it has no "${found.missing}" (there is ${fieldNames(sources.spec, found.at).join(', ') || 'nothing to name'}); correct the path`);
        }
        continue;
      }
      if (!plainRoots.has(root)) {
        problem(file, at, `"=${path}" reads "${root}", which this definition cannot read; use one of ${[...Object.keys(roots), ...plainRoots].join(', ')}`);
        continue;
      }
      if (root === 'limit' && !limitNames.has(first)) problem(file, at, `"=${path}" names a limit rules/limits.json does not have; add it there or correct the name`);
      if (root === 'session' && !sessionValues.has(first)) problem(file, at, `"=${path}": the session offers ${[...sessionValues].join(', ')}`);
      if (root === 'page' && !pageValues.has(first)) problem(file, at, `"=${path}": the page offers ${[...pageValues].join(', ')}`);
      if (root === 'filters' && !known.filters?.has(first)) problem(file, at, `"=${path}" is not a filter of this list; add it to filters.fields or correct the name`);
      if (root === 'params' && !known.params?.has(first)) problem(file, at, `"=${path}" is not a parameter of the routes that show this screen (${[...(known.params ?? [])].join(', ') || 'none'})`);
    }
  };

  /** Formats, catalogues, icons, permissions and links, wherever they stand in a definition. */
  const checkVocabulary = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => checkVocabulary(file, item, `${pointer}/${index}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Json;
    if (typeof object['operation'] === 'string' && !sources.operations.has(object['operation'])) problem(file, `${pointer}/operation`, `names the operation "${object['operation']}", which openapi/wallet.yaml does not have; use an operationId of the contract`);
    for (const key of ['answer', 'outcome'] as const) {
      const decision = object[key];
      if (typeof object['operation'] === 'string' && typeof decision === 'string' && !decisions.has(decision)) problem(file, `${pointer}/${key}`, `names the decision "${decision}", but rules/${decision}.rules.json does not exist`);
    }
    if (typeof object['confirmLabelKey'] === 'string' && typeof object['form'] === 'string' && !sources.files.has(`schemas/forms/${object['form']}.json`)) problem(file, `${pointer}/form`, `names the form "${object['form']}", but schemas/forms/${object['form']}.json does not exist`);
    if (typeof object['format'] === 'string' && !formats.includes(object['format'])) problem(file, `${pointer}/format`, `"${object['format']}" is not a format the portal knows; use one of ${formats.join(', ')}`);
    if (typeof object['catalogue'] === 'string' && !catalogueNames.includes(object['catalogue'])) problem(file, `${pointer}/catalogue`, `"${object['catalogue']}" is not a catalogue; use one of ${catalogueNames.join(', ')}`);
    if (typeof object['icon'] === 'string' && !icons.includes(object['icon'])) problem(file, `${pointer}/icon`, `"${object['icon']}" is not an icon of schemas/icons.json; use one of ${icons.join(', ')}, or add it there`);
    if (typeof object['permission'] === 'string' && !permissions.has(object['permission'])) problem(file, `${pointer}/permission`, `"${object['permission']}" is an action no permission decision knows; use one of ${[...permissions].join(', ')}`);
    if ('to' in object && typeof object['labelKey'] === 'string') {
      const link = linkOf(object['to']);
      if (link && link.link.startsWith('/') && !(link.open ? routePaths.some((route) => route.startsWith(link.link) && route.includes(':')) : routeFor(routePaths, link.link))) {
        problem(file, `${pointer}/to`, `links to ${link.link}, which no route of schemas/routes.json shows; add the route first, or remove the action`);
      }
    }
    for (const [key, value] of Object.entries(object)) checkVocabulary(file, value, `${pointer}/${key}`);
  };

  // Routes: each names a definition that exists, of its kind.
  routes.forEach((route, index) => {
    const at = `/routes/${index}/definition`;
    if (route.kind === 'custom') {
      if (!Object.hasOwn(customScreens, route.definition)) problem(routesFile, at, `the route ${route.path} shows the custom screen "${route.definition}", which src/app/custom-screens.ts does not register (it registers ${Object.keys(customScreens).join(', ') || 'none'}); register it there with why no kind fits, or use a kind`);
      return;
    }
    if (route.kind === 'flow') {
      if (!sources.files.has(`schemas/flows/${route.definition}.json`)) problem(routesFile, at, `the route ${route.path} shows the flow "${route.definition}", but schemas/flows/${route.definition}.json does not exist`);
      return;
    }
    const screen = sources.files.get(`schemas/screens/${route.definition}.json`) as Json | undefined;
    if (!screen) problem(routesFile, at, `the route ${route.path} shows the screen "${route.definition}", but schemas/screens/${route.definition}.json does not exist`);
    else if (screen['kind'] !== route.kind) problem(routesFile, at, `the route ${route.path} is of kind ${route.kind}, but schemas/screens/${route.definition}.json is a ${String(screen['kind'])} screen; make them agree`);
  });
  routes.forEach((route, index) => {
    if (route.nav) checkVocabulary(routesFile, route.nav, `/routes/${index}/nav`);
  });

  const userRoot = { schema: userSchema, what: 'the user data of getUserData (userData)' };
  /** What the journeys' logout effects hand a result page shown at one of its routes (the values of src/core/effects/effect.ts logout). */
  const handedRoot = (stem: string) => {
    const paths = routes.filter((route) => route.definition === stem).map((route) => route.path);
    const flows = [...sources.files].filter(([file]) => file.startsWith('schemas/flows/')).map(([, flow]) => flow);
    const names = logoutEffects(flows).flatMap((effect) => (paths.includes(String(effect['to'])) ? Object.keys((effect['values'] ?? {}) as Json) : []));
    return { schema: { type: 'object', properties: Object.fromEntries(names.map((name) => [name, {}])) }, what: `what the journeys that log out to ${paths.join(', ') || 'it'} hand it (their logout effect's values)` };
  };
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/screens/')) continue;
    const doc = document as Json;
    const stem = file.replace('schemas/screens/', '').replace(/\.json$/, '');
    const params = new Set(routes.filter((route) => route.definition === stem).flatMap((route) => paramsOf(route.path)));
    checkVocabulary(file, doc, '');
    const load = doc['load'] as Json | undefined;
    const answer = operationAnswer(load);
    const answerRoot = { schema: answer, what: `the answer of ${asText(load?.['operation'])}` };
    if (typeof load?.['outcome'] === 'string' && !decisions.has(load['outcome'])) problem(file, '/load/outcome', `names the decision "${load['outcome']}", but rules/${load['outcome']}.rules.json does not exist`);
    switch (doc['kind']) {
      case 'list': {
        const items = descend(file, '/items', answerRoot.what, answer, String(doc['items']));
        const row = items ? itemsOf(sources.spec, items) : undefined;
        if (items && !row) problem(file, '/items', `"${String(doc['items'])}" is not a list in ${answerRoot.what}; name the path of its rows`);
        if (typeof doc['total'] === 'string') descend(file, '/total', answerRoot.what, answer, doc['total']);
        if (row) descend(file, '/rowKey', `a row of ${answerRoot.what}`, row, String(doc['rowKey']));
        const filters = new Set((((doc['filters'] as Json | undefined)?.['fields'] ?? []) as Json[]).map((field) => String(field['name'])));
        const filterSpec = doc['filters'] as Json | undefined;
        const presets = ((filterSpec?.['presets'] ?? []) as Json[]).map((preset) => String(preset['id']));
        // A fixed value the field does not offer would keep no row, whatever the rows loaded.
        ((filterSpec?.['fields'] ?? []) as Json[]).forEach((field, index) => {
          const values = ((field['options'] ?? []) as Json[]).map((option) => String(option['value']));
          if (typeof field['fixed'] === 'string' && !values.includes(field['fixed'])) problem(file, `/filters/fields/${index}/fixed`, `"${field['fixed']}" is not one of the field's options (${values.join(', ')}); name one of them`);
        });
        if (typeof filterSpec?.['defaultPreset'] === 'string' && !presets.includes(filterSpec['defaultPreset'])) problem(file, '/filters/defaultPreset', `"${filterSpec['defaultPreset']}" is not one of the presets (${presets.join(', ')})`);
        // A period check counts the days of a limit: one that is not in rules/limits.json would refuse every period.
        ((filterSpec?.['checks'] ?? []) as Json[]).forEach((check, index) => {
          if (typeof check['limit'] === 'string' && !limitNames.has(check['limit'])) problem(file, `/filters/checks/${index}/limit`, `"${check['limit']}" is not a limit of rules/limits.json; name one, in days`);
        });
        const { chart, ...rest } = doc as Json & { chart?: Json };
        checkPaths(file, rest, '', { answer: answerRoot, row: { schema: row, what: `a row of ${answerRoot.what}` }, user: userRoot }, { filters, params });
        // A chart reads its own load's answer: its rows are =row there.
        if (chart) {
          const chartLoad = chart['load'] as Json | undefined;
          const chartAnswer = { schema: operationAnswer(chartLoad), what: `the answer of ${asText(chartLoad?.['operation'])}` };
          const chartItems = descend(file, '/chart/items', chartAnswer.what, chartAnswer.schema, String(chart['items']));
          const chartRow = chartItems ? itemsOf(sources.spec, chartItems) : undefined;
          if (chartItems && !chartRow) problem(file, '/chart/items', `"${String(chart['items'])}" is not a list in ${chartAnswer.what}; name the path of its rows`);
          checkPaths(file, chart, '/chart', { row: { schema: chartRow, what: `a row of ${chartAnswer.what}` }, user: userRoot }, { filters, params });
        }
        break;
      }
      case 'detail':
      case 'result': {
        const record = typeof doc['record'] === 'string' ? descend(file, '/record', answerRoot.what, answer, doc['record']) : undefined;
        const recordRoot = { schema: record, what: `the record of ${answerRoot.what}` };
        const { tables = [], ...rest } = doc as Json & { tables?: Json[] };
        checkPaths(file, rest, '', { answer: answerRoot, record: recordRoot, user: userRoot, ...(doc['kind'] === 'detail' ? { device: deviceRoot } : { handed: handedRoot(stem) }) }, { params });
        // A table's columns read its rows (=row), the items of the record at its path.
        tables.forEach((table, index) => {
          const at = `/tables/${String(index)}`;
          const items = descend(file, `${at}/items`, recordRoot.what, record, String(table['items']));
          const row = items ? itemsOf(sources.spec, items) : undefined;
          if (items && !row) problem(file, `${at}/items`, `"${String(table['items'])}" is not a list in ${recordRoot.what}; name the path of its rows`);
          if (row) descend(file, `${at}/rowKey`, `a row of ${recordRoot.what}`, row, String(table['rowKey']));
          checkPaths(file, table, at, { record: recordRoot, row: { schema: row, what: `a row of ${recordRoot.what}` }, user: userRoot }, { params });
        });
        break;
      }
      case 'home':
        ((doc['panels'] ?? []) as Json[]).forEach((panel, index) => {
          const at = `/panels/${index}`;
          const panelLoad = panel['load'] as Json | undefined;
          const panelAnswer = operationAnswer(panelLoad);
          const what = `the answer of ${asText(panelLoad?.['operation'])}`;
          const record = typeof panel['record'] === 'string' ? descend(file, `${at}/record`, what, panelAnswer, panel['record']) : undefined;
          checkPaths(file, panel, at, { answer: { schema: panelAnswer, what }, record: { schema: record, what: `the record of ${what}` }, user: userRoot }, { params });
          if (typeof panel['decision'] === 'string' && !decisions.has(panel['decision'])) problem(file, `${at}/decision`, `names the decision "${panel['decision']}", but rules/${panel['decision']}.rules.json does not exist`);
          if (typeof panel['list'] === 'string') {
            const list = sources.files.get(`schemas/screens/${panel['list']}.json`) as Json | undefined;
            if (list?.['kind'] !== 'list') problem(file, `${at}/list`, `names "${panel['list']}", which is not a list of schemas/screens/`);
          }
        });
        break;
      default:
        checkPaths(file, doc, '', { user: userRoot }, { params });
    }
  }

  const shell = sources.files.get(shellFile) as Json | undefined;
  if (shell) {
    checkVocabulary(shellFile, shell, '');
    for (const part of ['customerName', 'permissions']) {
      const section = shell[part] as Json | undefined;
      const load = section?.['load'] as Json | undefined;
      const answer = operationAnswer(load);
      checkPaths(shellFile, section, `/${part}`, { answer: { schema: answer, what: `the answer of ${asText(load?.['operation'])}` }, user: userRoot }, {});
    }
    ((((shell['permissions'] as Json | undefined)?.['decisions']) ?? []) as string[]).forEach((decision, index) => {
      if (!decisions.has(decision)) problem(shellFile, `/permissions/decisions/${index}`, `names the decision "${decision}", but rules/${decision}.rules.json does not exist`);
    });
  }
  // A journey step's summary shows values as screens do: the same formats and catalogues.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('schemas/flows/')) continue;
    (((document as Json)['steps'] ?? []) as Json[]).forEach((step, index) => {
      if (step['summary'] !== undefined) checkVocabulary(file, step['summary'], `/steps/${String(index)}/summary`);
    });
  }
  return problems;
}
