import { saveFile } from './save-file';

/**
 * Hands a file to the device's share sheet (a receipt sent on by a messaging app). The customer
 * closing the sheet is their answer; a browser that refuses it (no sheet, or the tap too long ago)
 * saves the file instead, so the action always gives the customer their file.
 */
export function shareFile(file: File): void {
  if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [file] })) {
    saveFile(file, file.name);
    return;
  }
  navigator.share({ files: [file] }).catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'AbortError')) saveFile(file, file.name);
  });
}
