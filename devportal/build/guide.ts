import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import seed from '../../sandbox/db/seed.json';

type Json = unknown;

/** One step of a guide: a call of the contract by its operationId, or a call of the sandbox's own controls. */
export interface GuideStep {
  readonly call?: string;
  /** `METHOD /sandbox/…`, `{name}` filled from what earlier steps kept. */
  readonly sandbox?: string;
  readonly operatorKey?: boolean;
  readonly say: string;
  /** The request body: `"...example": true` starts from the contract's example; a string `=name` is a value kept before. */
  readonly body?: Record<string, Json>;
  readonly query?: Record<string, Json>;
  /** The codes the answer may have; 00 alone by default. */
  readonly expect?: readonly string[];
  /** Values of the answer to keep, by JSON pointer, for later steps. */
  readonly keep?: Readonly<Record<string, string>>;
}

/** A flow an integrator follows from its first call to its last, written as data and run by the test suite (issue 58). */
export interface Guide {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  /** The example identity it acts as (its mobile number). */
  readonly identity: string;
  readonly steps: readonly GuideStep[];
}

const folder = join(import.meta.dirname, '../guides');

/** Every guide of devportal/guides, in the order of their file names. */
export function readGuides(): Guide[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as Guide);
}

/** The example identity a guide acts as: its number and password (sandbox/db/seed.json). */
export function identityOf(guide: Guide): { mobileNumber: string; password: string } {
  const customer = seed.customers.find((one) => one.mobileNumber === guide.identity && seed.exampleIdentities.includes(one.mobileNumber));
  if (!customer) throw new Error(`devportal/guides: ${guide.id} acts as ${guide.identity}, which is no example identity of sandbox/db/seed.json`);
  return { mobileNumber: customer.mobileNumber, password: customer.password };
}
