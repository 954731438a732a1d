import { createPayloadCipher, type PayloadCipher } from '../../packages/wallet-client/src/payload-cipher';
import { payloadAlgorithm, payloadEncryptionHeader } from '../../packages/wallet-client/src/protocol';

interface ExampleLogin {
  readonly mobileNumber: string;
  readonly password: string;
}

const cookie = (name: string) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);

/** The envelope's cipher when this origin's API asks for it (its runtime configuration), else null. */
async function envelopeCipher(): Promise<PayloadCipher | null> {
  const config = (await (await fetch('/api/portal/config')).json()) as { payloadEncryption?: { enabled?: boolean; key?: string } };
  return config.payloadEncryption?.enabled && config.payloadEncryption.key ? createPayloadCipher(config.payloadEncryption.key) : null;
}

async function send(panel: HTMLElement, cipher: PayloadCipher | null, login: ExampleLogin): Promise<string> {
  const { method = 'POST', path = '', public: isPublic, money } = panel.dataset;
  const language = panel.querySelector<HTMLSelectElement>('#try-language')?.value ?? 'en';
  const headers: Record<string, string> = { 'Accept-Language': language };
  const xsrf = cookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
  if (money === 'true') headers['Idempotency-Key'] = crypto.randomUUID();
  if (isPublic !== 'true') {
    const answer = await fetch('/api/mobile-password-validation', { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(login) });
    headers['Authorization'] = `Bearer ${String(((await answer.json()) as { token?: string }).token)}`;
  }
  const queryText = panel.querySelector<HTMLTextAreaElement>('#try-query')?.value;
  const query = queryText ? `?${new URLSearchParams(JSON.parse(queryText) as Record<string, string>).toString()}` : '';
  const bodyText = panel.querySelector<HTMLTextAreaElement>('#try-body')?.value;
  let body: string | undefined;
  if (bodyText !== undefined) {
    body = JSON.stringify(JSON.parse(bodyText));
    headers['Content-Type'] = 'application/json';
    if (cipher) {
      body = await cipher.seal(body);
      headers[payloadEncryptionHeader] = payloadAlgorithm;
    }
  }
  const answer = await fetch(`${path}${query}`, { method, headers, body });
  const text = await answer.text();
  const sealed = answer.headers.get(payloadEncryptionHeader) === payloadAlgorithm && cipher;
  const opened = sealed ? await cipher.open(text) : text;
  let pretty = opened;
  try {
    pretty = JSON.stringify(JSON.parse(opened), null, 2);
  } catch {
    // Not JSON (a PDF's bytes, a page): shown as it came.
  }
  return `${method} ${path}${query} → ${String(answer.status)}${cipher && body ? ' (sent and answered in the payload envelope, opened here)' : ''}\n\n${pretty}`;
}

/** Each operation page's try-it panel: the example as edited, sent to this origin's sandbox. */
export function enhanceTryIt(): void {
  const panel = document.querySelector<HTMLElement>('[data-try]');
  const button = panel?.querySelector<HTMLButtonElement>('[data-try-send]');
  const result = panel?.querySelector<HTMLElement>('.try__result');
  if (!panel || !button || !result) return;
  button.disabled = false;
  const login: ExampleLogin = JSON.parse(panel.dataset['login'] ?? '{}') as ExampleLogin;
  button.addEventListener('click', () => {
    button.disabled = true;
    result.textContent = 'Sending…';
    void envelopeCipher()
      .then((cipher) => send(panel, cipher, login))
      .then(
        (text) => {
          const pre = document.createElement('pre');
          pre.tabIndex = 0;
          pre.textContent = text;
          result.replaceChildren(pre);
        },
        (error: unknown) => {
          result.textContent = `Could not send: ${error instanceof Error ? error.message : String(error)}`;
        },
      )
      .finally(() => {
        button.disabled = false;
      });
  });
}
