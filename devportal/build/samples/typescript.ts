import type { Guide } from '../guide';
import type { PlannedStep } from '../guide-plan';
import { literal, pointerSegments, usesDay, type LiteralStyle } from './literal';

const style: LiteralStyle = {
  variable: (name) => name,
  shorthand: true,
  day: (offset) => `day(${String(offset)})`,
  scalar: (value) => (typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value)),
  key: (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`),
  open: '{',
  close: '}',
  pair: ': ',
};

const comment = (text: string) => text.match(/.{1,100}(\s|$)/g)?.map((line) => `// ${line.trim()}`).join('\n') ?? '';
/** A variable named after what an operation answers: getUserData → userData. */
const answerName = (id: string) => id.replace(/^(get|list|read)(?=[A-Z])/, '').replace(/^./, (first) => first.toLowerCase());
/** A typed path into an answer, optional at every step (the client's types say which are). */
const typedPath = (variable: string, pointer: string) => `${variable}${pointerSegments(pointer).map((segment) => (typeof segment === 'number' ? `?.[${String(segment)}]` : `?.${segment}`)).join('')}`;

/** Names the program itself declares, which no answer may take. */
const reserved = new Set(['wallet', 'baseUrl', 'operatorKey', 'sandbox', 'field', 'day', 'delivery', 'received', 'event', 'webhookPort', 'webhookUrl']);

function stepLines(planned: PlannedStep, names: Set<string>): string[] {
  const lines = [comment(`${String(planned.number)}. ${planned.step.say}`)];
  if (planned.isLogin && planned.body && 'object' in planned.body) {
    const { mobileNumber, password } = planned.body.object;
    lines.push(`await wallet.logIn(${mobileNumber ? literal(mobileNumber, style) : "''"}, ${password ? literal(password, style) : "''"});`);
    return lines;
  }
  let variable = planned.operationId ? answerName(planned.operationId) : 'answer';
  if (reserved.has(variable)) variable = `${variable}Answer`;
  while (names.has(variable)) variable = `${variable}${String(names.size)}`;
  names.add(variable);
  const keeps = Object.entries(planned.keep);
  const assign = keeps.length > 0 ? `const ${variable} = ` : '';
  if (planned.operationId) {
    const options = planned.query ? `, { query: ${literal(planned.query, style)} }` : '';
    const body = planned.body ? literal(planned.body, style) : options ? 'undefined' : '';
    lines.push(`${assign}await wallet.call('${planned.operationId}'${body ? `, ${body}` : ''}${options});`);
    for (const [name, pointer] of keeps) lines.push(`const ${name} = String(${typedPath(variable, pointer)});`);
  } else {
    const path = planned.path.replace(/\{(\w+)\}/g, '${$1}');
    lines.push(`${assign}await sandbox('${planned.method}', \`${path}\`${planned.body ? `, ${literal(planned.body, style)}` : ''});`);
    for (const [name, pointer] of keeps) lines.push(`const ${name} = String(field(${variable}, ${pointerSegments(pointer).map((segment) => style.scalar(segment)).join(', ')}));`);
  }
  return lines;
}

const sandboxHelper = `// The sandbox's own controls (not the wallet API): the operator key is its data folder's operator.key.
const operatorKey = process.env['SANDBOX_OPERATOR_KEY'] ?? '';
async function sandbox(method: string, path: string, body?: unknown): Promise<unknown> {
  const headers = { 'content-type': 'application/json', 'x-sandbox-operator-key': operatorKey };
  const answer = await fetch(\`\${baseUrl}\${path}\`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!answer.ok) throw new Error(\`\${method} \${path} answered \${String(answer.status)}: \${await answer.text()}\`);
  return answer.json();
}
const field = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), value);`;

const receiverHelper = `// Your endpoint: the sandbox POSTs each event here (WEBHOOK_PORT, 4242 by default).
const webhookPort = Number(process.env['WEBHOOK_PORT'] ?? 4242);
const webhookUrl = \`http://127.0.0.1:\${String(webhookPort)}/webhooks\`;
const delivery = new Promise<{ body: string; signature: string }>((resolve) => {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      response.writeHead(204).end();
      server.close();
      resolve({ body, signature: String(request.headers['wallet-signature']) });
    });
  });
  server.listen(webhookPort, '127.0.0.1');
});`;

/** A guide as one TypeScript program with the official client: what the page shows and the suite runs. */
export function typescriptGuide(guide: Guide, steps: readonly PlannedStep[]): string {
  const names = new Set<string>();
  const webhooks = JSON.stringify(guide.steps).includes('=webhookUrl');
  const kept = steps.flatMap((planned) => Object.keys(planned.keep));
  const parts = [
    webhooks ? "import { createServer } from 'node:http';\nimport { createWalletClient, verifyWebhook } from '@wallet-portal/client';" : "import { createWalletClient } from '@wallet-portal/client';",
    comment(`${guide.title}: ${guide.summary}`),
    "const baseUrl = process.env['WALLET_API'] ?? 'http://localhost:8080';\nconst wallet = createWalletClient({ baseUrl });",
    ...(steps.some((planned) => planned.operationId === null) ? [sandboxHelper] : []),
    ...(steps.some((planned) => usesDay(planned.body) || usesDay(planned.query)) ? ["/** A date `offset` days from today, as the API writes dates. */\nconst day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);"] : []),
    ...(webhooks ? [receiverHelper] : []),
    ...steps.map((planned) => stepLines(planned, names).join('\n')),
    ...(webhooks ? ["// Every delivery: verify it before you trust it (the signature, and a timestamp within the tolerance).\nconst received = await delivery;\nconst event = await verifyWebhook({ secret, signature: received.signature, body: received.body });\nconsole.log(event.type, event.data.txnRef, event.data.status);"] : []),
    `console.log(JSON.stringify({ ${kept.filter((name) => name !== 'token' && name !== 'refreshToken').join(', ')} }));`,
  ];
  return `${parts.join('\n\n')}\n`;
}

/** One operation's call with the official client, made of its contract example, signed in as an example identity when it needs a session. */
export function typescriptCall(planned: PlannedStep, identity: { mobileNumber: string; password: string }): string {
  const login = planned.isPublic ? '' : `await wallet.logIn(${style.scalar(identity.mobileNumber)}, ${style.scalar(identity.password)});\n`;
  const options = planned.query ? `, { query: ${literal(planned.query, style)} }` : '';
  const body = planned.body ? literal(planned.body, style) : options ? 'undefined' : '';
  return `import { createWalletClient } from '@wallet-portal/client';\n\nconst wallet = createWalletClient({ baseUrl: 'http://localhost:8080' });\n${login}const answer = await wallet.call('${String(planned.operationId)}'${body ? `, ${body}` : ''}${options});\nconsole.log(answer);\n`;
}
