import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { refusalBody } from '../http/envelope';
import { singleValues } from '../http/single-values';
import type { Alerts } from '../services/alerts';
import type { Mails } from '../services/mails';
import type { Otps } from '../services/otps';
import { scriptFaceFile } from '../services/script-face-file';
import { facedScripts, scriptFamiliesCss, unicodeRangeCss } from '../../src/core/text/script-faces';

/** Text as HTML text: what the sandbox shows is what a customer typed or was sent, never markup. */
const escaped = (text: string): string => text.replace(/[&<>"']/g, (character) => `&#${String(character.codePointAt(0))};`);

const moment = (iso: string): string => escaped(new Date(iso).toISOString().replace('T', ' ').slice(0, 16));

/** One message as a phone or a mail client lists it: when, a heading, and its text. */
const message = (sentAt: string, heading: string, body: string): string =>
  `<li class="message"><p class="meta">${moment(sentAt)} UTC · ${escaped(heading)}</p><p class="body">${escaped(body)}</p></li>`;

// The portal's own faces of each script (src/core/text/script-faces.ts): a server without them shows
// Hindi, Bengali, Tamil or Telugu texts as empty boxes.
const styles = `${facedScripts.map(({ script, face }) => `@font-face{font-family:'${face.family}';src:url('/sandbox/fonts/${script}.woff2') format('woff2');unicode-range:${unicodeRangeCss(face)}}`).join('\n')}
body{font:16px/1.5 system-ui,${scriptFamiliesCss},sans-serif;margin:0;background:#f4f5f7;color:#1c1f24}
main{max-width:40rem;margin:0 auto;padding:1rem}h1{font-size:1.25rem}h2{font-size:1rem;margin-top:1.5rem}
ul{list-style:none;padding:0;margin:0}.message{background:#fff;border-radius:.75rem;padding:.75rem 1rem;margin:.5rem 0;box-shadow:0 1px 2px #0002}
.meta{margin:0;color:#545b66;font-size:.8125rem}.body{margin:.25rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}.empty{color:#545b66}`;

/**
 * The dev inbox as a page (issue 32 item 5): the texts (OTPs and alerts) a number received and the
 * mails an address received, newest first, as the customer would read them on their phone. The same
 * as GET /sandbox/inbox, for a person; everything in it is text.
 */
export function registerInboxPage(app: FastifyInstance, otps: Otps, alerts: Alerts, mails: Mails): void {
  app.get('/sandbox/inbox.css', (_request, reply) => reply.type('text/css; charset=utf-8').send(styles));
  app.get('/sandbox/fonts/:file', (request, reply) => {
    const { file } = request.params as { file: string };
    const face = facedScripts.find(({ script }) => file === `${script}.woff2`)?.face;
    if (!face) return reply.code(404).send(refusalBody('api:notFound'));
    return reply.type('font/woff2').header('cache-control', 'public, max-age=86400').send(readFileSync(scriptFaceFile(face, 400, 'woff2')));
  });
  app.get('/sandbox/messages', (request, reply) => {
    const query = singleValues(request.query);
    if (!query || (!query['mobile'] && !query['email'])) return reply.code(400).send(refusalBody('api:inboxQuery'));
    const sections: string[] = [];
    if (query['mobile']) {
      const texts = [
        ...alerts.inbox(query['mobile']).map((text) => ({ sentAt: text.sentAt, heading: 'Alert', body: text.text })),
        ...otps.inbox(query['mobile']).map((otp) => ({ sentAt: otp.sentAt, heading: `OTP (${otp.purpose})`, body: otp.text ?? otp.otp })),
      ].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
      sections.push(`<h2>Text messages to +${escaped(query['mobile'])}</h2>`, list(texts.map((text) => message(text.sentAt, text.heading, text.body))));
    }
    if (query['email']) {
      const received = mails.inbox(query['email']);
      sections.push(`<h2>Mails to ${escaped(query['email'])}</h2>`, list(received.map((mail) => message(mail.sentAt, mail.subject, mail.body))));
    }
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox inbox</title><link rel="stylesheet" href="/sandbox/inbox.css"></head><body><main><h1>Sandbox inbox</h1>${sections.join('')}</main></body></html>`;
    return reply.type('text/html; charset=utf-8').send(page);
  });
}

const list = (items: string[]): string => (items.length === 0 ? '<p class="empty">Nothing yet.</p>' : `<ul>${items.join('')}</ul>`);
