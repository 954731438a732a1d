import { operations, type OperationId } from '../../packages/wallet-client/src/generated/operations';
import { exampleBody, operationById, queryExamples, type ContractDocument } from './contract-document';
import seed from '../../sandbox/db/seed.json';
import { identityOf, type Guide, type GuideStep } from './guide';
import { resolveTree, type ResolvedTree } from './guide-values';

/** A step as it is sent: what the runner does and what every sample writes. */
export interface PlannedStep {
  readonly step: GuideStep;
  readonly number: number;
  /** The contract's operation, or none for a call of the sandbox's controls. */
  readonly operationId: OperationId | null;
  readonly method: string;
  /** The path, `{name}` standing for a value kept before. */
  readonly path: string;
  readonly isPublic: boolean;
  readonly movesMoney: boolean;
  readonly operatorKey: boolean;
  readonly body: ResolvedTree | null;
  readonly query: ResolvedTree | null;
  readonly keep: Readonly<Record<string, string>>;
  /** A login by password: the samples use the client's logIn. */
  readonly isLogin: boolean;
}

const isOperationId = (id: string): id is OperationId => Object.hasOwn(operations, id);

function planCall(doc: ContractDocument, guide: Guide, step: GuideStep, id: string): Omit<PlannedStep, 'step' | 'number'> {
  if (!isOperationId(id)) throw new Error(`devportal/guides/${guide.id}: ${id} is no operation of openapi/wallet.yaml`);
  const info: { method: string; path: string; isPublic?: boolean; movesMoney?: boolean } = operations[id];
  operationById(doc, id);
  const isLogin = id === 'loginByPassword';
  const example = exampleBody(doc, id);
  const rawBody = step.body ?? (isLogin ? identityOf(guide) : example);
  const query = info.method === 'get' || info.method === 'delete' ? { ...queryExamples(doc, id), ...step.query } : undefined;
  return {
    operationId: id,
    method: info.method.toUpperCase(),
    path: info.path,
    isPublic: info.isPublic === true,
    movesMoney: info.movesMoney === true,
    operatorKey: false,
    body: rawBody === undefined ? null : resolveTree(doc, rawBody, id),
    query: query && Object.keys(query).length > 0 ? resolveTree(doc, query) : null,
    keep: step.keep ?? {},
    isLogin,
  };
}

function planSandbox(doc: ContractDocument, step: GuideStep, call: string): Omit<PlannedStep, 'step' | 'number'> {
  const [method = 'POST', path = ''] = call.split(' ');
  return { operationId: null, method, path, isPublic: true, movesMoney: false, operatorKey: step.operatorKey === true, body: step.body ? resolveTree(doc, step.body) : null, query: null, keep: step.keep ?? {}, isLogin: false };
}

/** Every step of a guide as it is sent. */
export function planGuide(doc: ContractDocument, guide: Guide): PlannedStep[] {
  return guide.steps.map((step, index) => {
    const planned = step.call ? planCall(doc, guide, step, step.call) : step.sandbox ? planSandbox(doc, step, step.sandbox) : null;
    if (!planned) throw new Error(`devportal/guides/${guide.id}: step ${String(index + 1)} has neither call nor sandbox`);
    return { ...planned, step, number: index + 1 };
  });
}

/** One operation alone, as its contract example sends it (an operation's page), acting as the first example identity. */
export function planOperation(doc: ContractDocument, id: string): PlannedStep {
  const guide: Guide = { id: `operation ${id}`, title: id, summary: '', identity: seed.exampleIdentities[0] ?? '', steps: [] };
  const step: GuideStep = { call: id, say: '' };
  return { ...planCall(doc, guide, step, id), step, number: 1 };
}
