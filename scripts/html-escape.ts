/** Text written into the static pages of the build (the API reference, the policy explorer) as text, never as markup. */
export const escapeHtml = (text: unknown): string => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
