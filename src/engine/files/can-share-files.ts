/** Whether this browser's share sheet takes files (a phone's): a screen offers "Share" only then. */
export function canShareFiles(): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.canShare !== 'function') return false;
  return navigator.canShare({ files: [new File([], 'file.pdf', { type: 'application/pdf' })] });
}
