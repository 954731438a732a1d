import type { DeepReadonly } from '@/core/definitions/deep-readonly';
import type * as Generated from '@/core/definitions/generated/definition-types';

/** A modal of schemas/modals/: texts by translation key, an optional table, and its buttons; its type generated from modal.schema.json. */
export type ModalDefinition = DeepReadonly<Generated.ModalDefinition>;
