import type { ReactNode } from 'react';

export interface MarkdownProps {
  readonly children?: ReactNode;
  readonly options?: unknown;
}

/**
 * Stands in for markdown-to-jsx in RJSF (bundle-shims.ts): what it is given is shown as text, as
 * every description of the portal is; markup is never parsed. RJSF only reaches it for a form that
 * asks for markdown, which the config check refuses.
 */
export function Markdown({ children }: MarkdownProps) {
  return <>{children}</>;
}
