/** Decisions (rules/) and their catalogues and cases: codes once, effects known, conditions and limits that exist. */
import { effectTypes as effectVocabulary } from '../src/core/effects/effect';
import type { ConfigSources } from './config-sources';
import type { Problem } from './config-problem';
import { suppliedFacts, type SandboxDecision } from '../sandbox/policy';
import { isLimitFact } from '../src/core/rules/case-facts';

type Json = Record<string, unknown>;

const effectTypes = new Set<string>(effectVocabulary);

/** What the catalogues and the rules of rules/ name twice or name and do not have. */
export function checkRules(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  // Catalogues: a code appears once.
  for (const [file, document] of sources.files) {
    if (!file.startsWith('rules/catalogues/')) continue;
    const seen = new Map<string, number>();
    ((document as Json)['entries'] as Json[] | undefined)?.forEach((entry, index) => {
      const code = String(entry['code']);
      const first = seen.get(code);
      if (first !== undefined) problems.push({ file, path: `/entries/${index}/code`, message: `code "${code}" is listed twice (first at /entries/${first}); keep one entry per code` });
      else seen.set(code, index);
    });
  }

  // Rules: effects from the vocabulary; named conditions exist, the file's own or shared (rules/conditions.json), and none of its own takes a shared name.
  const sharedConditions = Object.keys(((sources.files.get('rules/conditions.json') as Json | undefined)?.['conditions'] ?? {}));
  for (const [file, document] of sources.files) {
    if (!file.endsWith('.rules.json') && file !== 'rules/conditions.json') continue;
    const doc = document as Json;
    const own = Object.keys((doc['conditions'] ?? {}));
    const named = new Set([...own, ...sharedConditions]);
    if (file !== 'rules/conditions.json') {
      for (const name of own.filter((one) => sharedConditions.includes(one))) {
        problems.push({ file, path: `/conditions/${name}`, message: `defines "${name}", which rules/conditions.json already shares with every decision; remove it here and use the shared one, or give it another name` });
      }
    }
    for (const [name, condition] of Object.entries((doc['conditions'] ?? {}) as Json)) {
      for (const match of JSON.stringify(condition).matchAll(/"condition":"([^"]+)"/g)) {
        if (!named.has(match[1] ?? '')) problems.push({ file, path: `/conditions/${name}`, message: `refers to the condition "${match[1] ?? ''}", which neither this file nor rules/conditions.json defines` });
      }
    }
    ((doc['rules'] ?? []) as Json[]).forEach((rule, index) => {
      const type = (rule['event'] as Json | undefined)?.['type'];
      if (typeof type === 'string' && !effectTypes.has(type)) {
        problems.push({ file, path: `/rules/${index}/event/type`, message: `"${type}" is not an effect the portal knows; use one of ${[...effectTypes].join(', ')}` });
      }
      for (const match of JSON.stringify(rule['conditions']).matchAll(/"condition":"([^"]+)"/g)) {
        if (!named.has(match[1] ?? '')) problems.push({ file, path: `/rules/${index}/conditions`, message: `refers to the condition "${match[1] ?? ''}", which neither /conditions nor rules/conditions.json defines` });
      }
    });
  }

  // Rules read facts their decision declares (its "facts"), through the shared conditions they use too:
  // the engine would throw at run time on a fact no caller gives (issue 34 item 3). A fact is named at
  // its own place; one a shared condition reads, where the decision names the condition.
  const sharedOf = ((sources.files.get('rules/conditions.json') as Json | undefined)?.['conditions'] ?? {}) as Json;
  const factsOfShared = (name: string, seen = new Set<string>()): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    const text = JSON.stringify(sharedOf[name] ?? {});
    return [...new Set([...[...text.matchAll(/"fact":"([^"]+)"/g)].map((match) => match[1] ?? ''), ...[...text.matchAll(/"condition":"([^"]+)"/g)].flatMap((match) => factsOfShared(match[1] ?? '', seen))])];
  };
  for (const [file, document] of sources.files) {
    if (!file.endsWith('.rules.json')) continue;
    const doc = document as Json;
    const declared = new Set(Object.keys((doc['facts'] ?? {})));
    const own = (doc['conditions'] ?? {}) as Json;
    const unknown = (fact: string) => !fact.startsWith('limit.') && !declared.has(fact);
    const walk = (node: unknown, path: string): void => {
      if (Array.isArray(node)) node.forEach((item, index) => walk(item, `${path}/${String(index)}`));
      if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
      const { fact, condition } = node as Json;
      if (typeof fact === 'string' && unknown(fact)) {
        problems.push({ file, path: `${path}/fact`, message: `reads the fact "${fact}", which /facts does not declare; declare it with what it means (and give it where the decision is taken), or correct the name` });
      }
      if (typeof condition === 'string' && !(condition in own)) {
        for (const shared of factsOfShared(condition).filter(unknown)) {
          problems.push({ file, path: `${path}/condition`, message: `uses the shared condition "${condition}" of rules/conditions.json, which reads the fact "${shared}" that /facts does not declare; declare it, or use another condition` });
        }
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'value' || typeof value === 'object') walk(value, `${path}/${key}`);
    };
    for (const [name, condition] of Object.entries(own)) walk(condition, `/conditions/${name}`);
    ((doc['rules'] ?? []) as Json[]).forEach((rule, index) => walk(rule['conditions'], `/rules/${String(index)}/conditions`));
  }

  // A declared fact the sandbox's calls do not give would throw when a customer met the rule (issue 57 item 4).
  for (const [file, document] of sources.files) {
    const decision = (document as Json)['decision'];
    if (!file.endsWith('.rules.json') || typeof decision !== 'string' || !(decision in suppliedFacts)) continue;
    const given: readonly string[] = suppliedFacts[decision as SandboxDecision];
    for (const fact of Object.keys(((document as Json)['facts'] ?? {}))) {
      if (!given.includes(fact)) problems.push({ file, path: `/facts/${fact}`, message: `declares the fact "${fact}", which the sandbox's calls to ${decision} do not give (they give ${given.join(', ')}): a rule reading it would fail when a customer met it; use one of those, or ask a developer to give it (sandbox/policy.ts suppliedFacts)` });
    }
  }

  // Rules compare with limits that exist.
  const limitNames = new Set(Object.keys(((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {})));
  for (const [file, document] of sources.files) {
    if (!file.endsWith('.rules.json') && file !== 'rules/conditions.json') continue;
    for (const match of JSON.stringify(document).matchAll(/"fact":"limit\.([^"]+)"/g)) {
      if (!limitNames.has(match[1] ?? '')) problems.push({ file, path: '/rules', message: `refers to the limit "${match[1] ?? ''}", which rules/limits.json does not have` });
    }
  }
  return problems;
}

/** Decision cases (rules/cases/) belong to a decision that exists and write facts against limits that exist. */
export function checkDecisionCases(sources: ConfigSources): Problem[] {
  const problems: Problem[] = [];
  // Decision cases belong to a decision that exists, and write facts against limits that exist.
  const limitsTable = ((sources.files.get('rules/limits.json') as Json | undefined)?.['limits'] ?? {}) as Record<string, Json>;
  for (const [file, document] of sources.files) {
    if (!file.startsWith('rules/cases/')) continue;
    const decision = String((document as Json)['decision']);
    if (!sources.files.has(`rules/${decision}.rules.json`)) problems.push({ file, path: '/decision', message: `is for the decision "${decision}", but rules/${decision}.rules.json does not exist` });
    (((document as Json)['cases'] ?? []) as Json[]).forEach((testCase, index) => {
      for (const [fact, value] of Object.entries((testCase['facts'] ?? {}) as Json)) {
        if (isLimitFact(value) && typeof limitsTable[value.limit]?.['value'] !== 'number') {
          problems.push({ file, path: `/cases/${String(index)}/facts/${fact}/limit`, message: `is written against the limit "${value.limit}", which rules/limits.json does not have as a number; name one it has` });
        }
      }
    });
  }
  return problems;
}
