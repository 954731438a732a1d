/** Text written into a page as text, never as markup: the sandbox's own pages, and the static pages of the build (the prerendered pages, the API reference, the policy explorer). */
export const escapeHtml = (text: unknown): string => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
