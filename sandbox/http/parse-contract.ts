import { CORE_SCHEMA, load } from 'js-yaml';

/**
 * The contract's YAML as data, by YAML 1.2's core schema (no dates: a value written as a date stays
 * its text, as the yaml package read it). js-yaml reads openapi/wallet.yaml in a fifth of the yaml
 * package's time, and every process that answers, checks or documents the contract reads it
 * (docs/decisions/0014).
 */
export function parseContract(text: string): unknown {
  return load(text, { schema: CORE_SCHEMA });
}
