import shellFile from '../../../schemas/shell.json';
import type { ShellDefinition } from '@/core/screens/screen-definition';

/** schemas/shell.json, typed; the config check validates it against schemas/config/shell.schema.json. */
export const shell = shellFile as ShellDefinition;
