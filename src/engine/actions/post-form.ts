/**
 * Leaves for a page of this site by posting a form the server made (the card provider's, spec §7):
 * built with the DOM, so no value is read as markup, and posted by the browser as the page it leaves for.
 */
export function postForm(action: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
