/**
 * Hands a file to the browser to save under a name (a CSV made here, a statement the server
 * wrote): through a link to a blob: address, which the Content-Security-Policy allows as no page
 * is loaded from it.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has the file once the click is handled; the address is of no more use.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The bytes of a base64 text (a file in a JSON answer). */
export function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
