import type { ScreenDefinition, ScreenKind } from './screen-definition';

/** Whether a route of this kind shows a definition of schemas/screens/ (a journey's is a flow, a custom screen is its own code). */
export function hasScreenFile(kind: ScreenKind): kind is ScreenDefinition['kind'] {
  return kind !== 'flow' && kind !== 'custom';
}
