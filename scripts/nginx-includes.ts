/**
 * The build's last step (issue 38 item 2): what deploy/nginx.conf.template takes from the sandbox's
 * server, written as nginx directives under dist/deploy/, so each has one source:
 * - security-headers.conf: the security headers (sandbox/http/security-headers.ts, with this build's
 *   inline style's hash in its CSP), which a test asks both servers for, page by page;
 * - request-id.conf: the request id passed to the API, the portal's when it is one the sandbox would
 *   keep (sandbox/http/request-id.ts), else nginx's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { requestIdPattern } from '../sandbox/http/request-id';
import { inlineStyleSources, securityHeaders, strictTransportSecurity } from '../sandbox/http/security-headers';

const dist = join(import.meta.dirname, '..', 'dist');
const deploy = join(dist, 'deploy');
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const written = (file: string, source: string, lines: readonly string[]) => writeFileSync(join(deploy, file), `# Written by scripts/nginx-includes.ts from ${source}; do not edit.\n${lines.join('\n')}\n`);

const headers: Record<string, string> = { ...securityHeaders(inlineStyleSources(dist)), 'Strict-Transport-Security': strictTransportSecurity };
mkdirSync(deploy, { recursive: true });
written('security-headers.conf', 'sandbox/http/security-headers.ts', Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`));
written('request-id.conf', 'sandbox/http/request-id.ts', ['map $http_x_request_id $wallet_request_id {', `  ${quoted(`~${requestIdPattern.source}`)} $http_x_request_id;`, '  default $request_id;', '}']);
console.log(`nginx includes: dist/deploy/security-headers.conf (${String(Object.keys(headers).length)} headers), dist/deploy/request-id.conf`);
