import { useEffect, useState } from 'react';

type SignedInShell = typeof import('@/engine/shell/signed-in');

/** The signed-in frame's chunk (src/engine/shell/signed-in.ts), imported once: the layout's parts and a session route's opening share it. */
let loading: Promise<SignedInShell> | undefined;
let loaded: SignedInShell | undefined;
export function loadSignedInShell(): Promise<SignedInShell> {
  loading ??= import('@/engine/shell/signed-in').then((shell) => (loaded = shell));
  return loading;
}

/**
 * The signed-in frame's parts, at once when a session route's opening has loaded them (it does,
 * before its page shows), else once they come. Not React.lazy: a lazy part behind Suspense is
 * revealed up to 300 ms after the page around it (React throttles fallbacks), so the navigation
 * and the customer's name came in after the page, and the page moved under the customer's eyes.
 */
export function useSignedInShell(wanted: boolean): SignedInShell | undefined {
  // The module is the one source; the state only draws the layout again once it has come.
  const [, setArrived] = useState(loaded !== undefined);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let current = true;
    void loadSignedInShell().then(() => {
      if (current) setArrived(true);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  return loaded;
}
