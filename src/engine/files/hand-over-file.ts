import type { Effect } from '@/core/effects/effect';
import { base64Bytes, saveFile } from './save-file';
import { shareFile } from './share-file';

/**
 * A file the server answered, handed to the customer: saved, or to the device's share sheet. A
 * chunk of its own: only the screens that offer a file (a statement, a receipt) need it, not every
 * first page.
 */
export function handOverFile(effect: Extract<Effect, { readonly type: 'download' | 'share' }>): void {
  const file = new File([base64Bytes(effect.content)], effect.fileName, { type: effect.mediaType });
  if (effect.type === 'share') shareFile(file);
  else saveFile(file, effect.fileName);
}
