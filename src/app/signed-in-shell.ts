/** The signed-in frame's chunk (src/engine/shell/signed-in.ts), imported once: the layout's parts and a session route's opening share it. */
let loading: Promise<typeof import('../engine/shell/signed-in')> | undefined;
export function loadSignedInShell(): Promise<typeof import('../engine/shell/signed-in')> {
  loading ??= import('../engine/shell/signed-in');
  return loading;
}
