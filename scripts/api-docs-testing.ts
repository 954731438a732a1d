/**
 * The "Testing" section of the API reference (issue 36 item 5): what the sandbox's simulators answer
 * and how to drive them, written at build time from the very data they read, so the page cannot
 * say other values than the sandbox uses.
 */
import { limit } from '../src/core/config/limits';
import { catalogueEntryOrDefault } from '../src/core/config/catalogue';
import { catalogues } from '../src/core/config/catalogues';
import seed from '../sandbox/db/seed.json';
import { refusalCodeOf, textIn } from '../sandbox/http/envelope';
import { operatorKeyHeader } from '../sandbox/http/operator-key';
import { cardPaymentOutcomes, controlPaths, transferOutcomes } from '../sandbox/handlers/simulator-controls';
import { signatureHeader } from '../sandbox/services/webhooks';
import bankTransfer from '../sandbox/simulators/bank-transfer.json';
import identities from '../sandbox/simulators/identities.json';
import { escapeHtml as escape } from '../sandbox/http/escape-html';

const table = (head: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><thead><tr>${head.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead><tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
const code = (text: string) => `<code>${escape(text)}</code>`;
/** A control's route as a call: its parameters in braces, its outcome named. */
const callOf = (path: string, outcome: string) => path.replace(':outcome', outcome).replace(/:(\w+)/g, '{$1}');

export function testingHtml(): string {
  const examples = seed.customers.filter((customer) => seed.exampleIdentities.includes(customer.mobileNumber));
  // Sorted as text: JSON keys that read as integers ("10") would otherwise come before "00".
  const cashout = Object.entries(bankTransfer.byPaise as Record<string, string>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([paise, answer]) => [
    code(`…${paise}`),
    code(answer),
    escape(textIn('en', catalogueEntryOrDefault(catalogues.cashoutCodes, answer)?.messageKey ?? 'message.somethingWentWrong')),
  ]);
  const pans = [
    ...Object.entries(identities.pan).map(([pan, match]) => [code(pan), escape(`PAN check: name ${match.nameMatch ? 'matches' : 'does not match'}, date of birth ${match.dobMatch ? 'matches' : 'does not match'}`)]),
    ...Object.entries(identities.onboardingByPan).map(([pan, answer]) => [code(pan), escape(`on-boarding answers code ${answer}`)]),
    ...Object.entries(identities.aadhaarRefused).map(([aadhaar, text]) => [code(aadhaar), escape(`Aadhaar answers 400: ${text}`)]),
  ];
  return `<section id="testing" aria-labelledby="testing-title"><h2 id="testing-title">Testing</h2>
<p>What the sandbox (<code>npm start</code>) simulates, and how to drive it. Everything under <code>/sandbox/</code> is the sandbox's own, not the wallet API, and is off with <code>SANDBOX_SIMULATORS=off</code>.</p>
<h3>Identities</h3>
<p>They always receive the OTP <code>${escape(seed.exampleOtp)}</code>, and <code>POST /sandbox/example-identities/reset</code> gives them back as seeded. The contract's examples act as these customers, so replaying them (Prism, Portman, Schemathesis) changes no one else and leaves them usable: the suite replays every example twice in a row through Prism; README lists the test identities of the portal.</p>
${table(['mobile number', 'password', 'name', 'KYC'], examples.map((customer) => [code(customer.mobileNumber), code(customer.password), escape(customer.fullName), code(customer.kycType)]))}
<h3>OTPs, texts and mails</h3>
<p>Nothing is sent: <code>GET /sandbox/inbox?mobile=&lt;number&gt;</code> (or <code>?email=</code>, <code>?aadhaar=</code>) answers the OTPs, texts and mails the sandbox would have sent there, newest first.</p>
<h3>Bank transfers</h3>
<p>The paise of a transfer's amount choose the bank's cashout code (<code>sandbox/simulators/bank-transfer.json</code>); any other paise answer <code>00</code>. A transfer in the initiated group stays <code>PENDING</code> until you settle, fail or reverse it below.</p>
${table(['amount ends in', 'cashout code', 'message'], cashout)}
<h3>KYC and on-boarding</h3>
<p>Any other well-formed PAN passes. An Aadhaar number's last two digits are its name match when 50 or more, else 92 (<code>sandbox/simulators/identities.json</code>).</p>
${table(['value', 'answer'], pans)}
<h3>Card loads</h3>
<p><code>card-payment/start</code> answers the simulated provider's page, where you choose success or failure. A load left there stays pending for ${String(limit('cardPaymentExpiryMinutes'))} minutes unless you settle or fail it below.</p>
<h3>Controls of the money flow</h3>
<p>Each needs the header ${code(operatorKeyHeader)} with the operator key: <code>SANDBOX_OPERATOR_KEY</code>, or the data folder's <code>operator.key</code>, which the sandbox makes at its first start and names as it starts.</p>
${table(['call', 'does'], [
  ...Object.entries(transferOutcomes).map(([outcome, status]) => [code(`POST ${callOf(controlPaths.transfer, outcome)}`), escape(`a pending transfer becomes ${status}${status === 'SUCCESS' ? ", with the bank's reference (UTR/RRN)" : '; the money comes back'}`)]),
  ...Object.entries(cardPaymentOutcomes).map(([outcome, status]) => [code(`POST ${callOf(controlPaths.cardPayment, outcome)}`), escape(`a pending card load becomes ${status}${status === 'SUCCESS' ? ", credited as the provider's success would (past the wallet's limit it is refunded instead)" : ''}`)]),
  [code('POST /sandbox/checker'), escape("the bank's checker settles or rejects a service request")],
])}
<p>A transfer or load no longer pending answers 409 with code ${code(refusalCodeOf('api:notPending'))}.</p>
<h3>Webhooks</h3>
<p><code>POST /sandbox/webhooks</code> with <code>{"url": "https://…"}</code> and the operator key registers an endpoint and answers its secret once. Every change above, and every card load the provider ends, is sent to every endpoint as <code>POST</code> of <code>{"id", "type", "createdAt", "data"}</code>, <code>type</code> being <code>transaction.updated</code> or <code>card_payment.updated</code> and <code>data</code> naming the reference, the status before and after, and the amount in paise.</p>
<p>Each delivery carries ${code(`${signatureHeader}: t=<unix seconds>,v1=<hex>`)}, where the hex is the HMAC-SHA256 of <code>t + "." + body</code> with the endpoint's secret: compute it over the raw body, compare in constant time, and refuse a <code>t</code> more than ${String(limit('webhookSignatureToleranceSeconds'))} seconds from your clock (a replay): the official client's <code>verifyWebhook</code> does all three. An answer other than 2xx, or none within ${String(limit('webhookTimeoutSeconds'))} seconds, is tried again after ${String(limit('webhookFirstRetrySeconds'))} seconds, the wait doubling each time, ${String(limit('webhookMaxAttempts'))} tries in all. <code>GET /sandbox/webhooks</code> is the delivery log, as JSON (a page when a browser asks).</p>
</section>`;
}
