import type { Guide } from '../guide';
import type { PlannedStep } from '../guide-plan';
import { limit } from '../../../src/core/config/limits';
import { literal, pointerSegments, usesDay, type LiteralStyle } from './literal';

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const style: LiteralStyle = {
  variable: snake,
  day: (offset) => `day(${String(offset)})`,
  scalar: (value) => (value === null ? 'None' : value === true ? 'True' : value === false ? 'False' : JSON.stringify(value)),
  key: (name) => JSON.stringify(name),
  open: '{',
  close: '}',
  pair: ': ',
};

const comment = (text: string) => text.match(/.{1,100}(\s|$)/g)?.map((line) => `# ${line.trim()}`).join('\n') ?? '';
const access = (variable: string, pointer: string) => `${variable}${pointerSegments(pointer).map((segment) => `[${JSON.stringify(segment)}]`).join('')}`;

const helper = `import json, os, urllib.parse, urllib.request, uuid
from datetime import date, timedelta

BASE = os.environ.get("WALLET_API", "http://localhost:8080")
token = None


def call(method, path, body=None, query=None, money=False, operator=False):
    """One call of the wallet API (or of the sandbox's controls): its JSON answer; an HTTPError says why not."""
    headers = {"Content-Type": "application/json", "Accept-Language": "en"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    if money:  # the same key on a retry moves nothing twice
        headers["Idempotency-Key"] = str(uuid.uuid4())
    if operator:  # the sandbox's data folder's operator.key
        headers["x-sandbox-operator-key"] = os.environ.get("SANDBOX_OPERATOR_KEY", "")
    url = BASE + path + ("?" + urllib.parse.urlencode(query) if query else "")
    data = None if body is None else json.dumps(body).encode()
    with urllib.request.urlopen(urllib.request.Request(url, data=data, headers=headers, method=method)) as answer:
        return json.loads(answer.read() or b"null")


def day(offset):
    return (date.today() + timedelta(days=offset)).isoformat()`;

function stepLines(planned: PlannedStep): string[] {
  const variable = `step${String(planned.number)}`;
  const path = planned.path.includes('{') ? `f${JSON.stringify(planned.path.replace(/\{(\w+)\}/g, (_whole, name: string) => `{${snake(name)}}`))}` : JSON.stringify(planned.path);
  const args = [JSON.stringify(planned.method), path, planned.body ? literal(planned.body, style) : 'None', ...(planned.query ? [`query=${literal(planned.query, style)}`] : []), ...(planned.movesMoney ? ['money=True'] : []), ...(planned.operatorKey ? ['operator=True'] : [])];
  const lines = [comment(`${String(planned.number)}. ${planned.step.say}`), `${variable} = call(${args.join(', ')})`];
  for (const [name, pointer] of Object.entries(planned.keep)) lines.push(`${snake(name)} = ${access(variable, pointer)}`);
  return lines;
}

/** How a delivery is verified in Python (standard library only), as verifyWebhook does in the official client. */
export const pythonWebhookVerifier = `import hashlib, hmac, json, time

# How far a delivery's signed timestamp may be from your clock (the API's webhookSignatureToleranceSeconds): older is a replay.
TOLERANCE_SECONDS = ${String(limit('webhookSignatureToleranceSeconds'))}


def verify_webhook(secret, signature, body, tolerance=TOLERANCE_SECONDS):
    """A delivery's event, once its Wallet-Signature (t=<unix seconds>,v1=<hex>) is the HMAC-SHA256 of "t.body" with your secret, signed within the tolerance; ValueError otherwise."""
    parts = dict(part.split("=", 1) for part in signature.split(",") if "=" in part)
    if not parts.get("t", "").isdigit() or len(parts.get("v1", "")) != 64:
        raise ValueError("no Wallet-Signature of the form t=...,v1=...")
    if abs(time.time() - int(parts["t"])) > tolerance:
        raise ValueError(f"signed {int(time.time()) - int(parts['t'])} s from now, past the tolerance of {tolerance} s")
    expected = hmac.new(secret.encode(), f"{parts['t']}.{body}".encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, parts["v1"]):  # in constant time
        raise ValueError("the signature does not match the body and the secret")
    return json.loads(body)`;

/** Your endpoint, in the program's own thread, with the verifier. */
const receiver = `import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

deliveries = []
delivered = threading.Event()


class Endpoint(BaseHTTPRequestHandler):
    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", "0"))).decode()
        deliveries.append((body, self.headers.get("Wallet-Signature", "")))
        self.send_response(204)
        self.end_headers()
        delivered.set()

    def log_message(self, *args):
        pass


# Your endpoint, which the sandbox POSTs each event to (WEBHOOK_PORT, 4242 by default).
endpoint = HTTPServer(("127.0.0.1", int(os.environ.get("WEBHOOK_PORT", "4242"))), Endpoint)
threading.Thread(target=endpoint.serve_forever, daemon=True).start()
webhook_url = f"http://127.0.0.1:{endpoint.server_port}/webhooks"


${pythonWebhookVerifier}`;

const verifyDelivery = `# Every delivery: verify it before you trust it (the signature, and a timestamp within the tolerance).
delivered.wait()
body, signature = deliveries[0]
event = verify_webhook(secret, signature, body)
print(event["type"], event["data"]["txnRef"], event["data"]["status"])`;

/** A guide as one Python program (standard library only), the same calls as the TypeScript one. */
export function pythonGuide(guide: Guide, steps: readonly PlannedStep[]): string {
  const webhooks = JSON.stringify(guide.steps).includes('=webhookUrl');
  const usesDays = steps.some((planned) => usesDay(planned.body) || usesDay(planned.query));
  const kept = steps.flatMap((planned) => Object.keys(planned.keep)).filter((name) => name !== 'token' && name !== 'refreshToken');
  return [
    comment(`${guide.title}: ${guide.summary}`),
    usesDays ? helper : helper.replace(/\nfrom datetime[^\n]*/, '').replace(/\n\n\ndef day[\s\S]*$/, ''),
    ...(webhooks ? [receiver] : []),
    ...steps.map((planned) => stepLines(planned).join('\n')),
    ...(webhooks ? [verifyDelivery] : []),
    `print(json.dumps({${kept.map((name) => `${JSON.stringify(name)}: ${snake(name)}`).join(', ')}}))`,
  ].join('\n\n') + '\n';
}

/** One operation's call in Python, made of its contract example. */
export function pythonCall(planned: PlannedStep): string {
  return `${helper.replace(/\n\n\ndef day[\s\S]*$/, '').replace(/\nfrom datetime[^\n]*/, '')}\n\n${planned.isPublic ? '' : 'token = "<the token of a login>"\n'}print(${stepLines(planned)[1]?.replace(/^step1 = /, '') ?? ''})\n`;
}
