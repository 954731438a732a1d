import { escapeHtml as escape } from '../http/escape-html';
import type { Delivery } from '../services/webhooks';

const when = (ms: number | null) => (ms === null ? '–' : new Date(ms).toISOString());

/**
 * The delivery log of the sandbox's webhooks (GET /sandbox/webhooks): each event sent to each
 * endpoint, its tries, the last answer and the next try. A page for the integrator at their desk,
 * in the sandbox's English like its other pages; no script, so it passes the CSP.
 */
export function webhookLogPage(deliveries: readonly Delivery[]): string {
  const rows = deliveries
    .map(
      (delivery) =>
        `<tr><td>${escape(when(delivery.createdAt))}</td><td>${escape(delivery.eventType)}<br><code>${escape(delivery.eventId)}</code></td><td>${escape(delivery.endpointUrl)}</td><td>${escape(delivery.state)}</td><td>${String(delivery.attempts)}</td><td>${delivery.lastStatus === null ? escape(delivery.lastError ?? '–') : String(delivery.lastStatus)}</td><td>${escape(when(delivery.nextAttemptAt))}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table><caption>Newest first</caption><thead><tr><th scope="col">Queued</th><th scope="col">Event</th><th scope="col">Endpoint</th><th scope="col">State</th><th scope="col">Tries</th><th scope="col">Last answer</th><th scope="col">Next try</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No delivery yet. Register an endpoint with POST /sandbox/webhooks, then settle, fail or reverse a pending transfer or card load.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sandbox webhook deliveries</title><link rel="stylesheet" href="/docs/api/docs.css"></head><body><main><h1>Sandbox webhook deliveries</h1>${table}</main></body></html>`;
}
