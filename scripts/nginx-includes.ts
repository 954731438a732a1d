/**
 * The build's last step (issue 38 item 2): what deploy/nginx.conf.template takes from the sandbox's
 * server, written as nginx directives under dist/deploy/, so each has one source:
 * - security-headers.conf: the security headers (sandbox/http/security-headers.ts, with this build's
 *   inline style's hash in its CSP), which a test asks both servers for, page by page; HSTS among
 *   them only over TLS (issue 56 item 7), by hsts.conf's $wallet_hsts, empty otherwise (nginx then
 *   sends no header);
 * - proxy-timeouts.conf: how long nginx waits for the API, the portal's requestTimeoutMs (rules/limits.json);
 * - api-failures.conf: $wallet_api_failure, the body nginx answers with when the API is down, too slow
 *   or sent too large a body (413, 502, 503, 504): the envelope the API itself would answer, code and
 *   English text from rules/ and locales/;
 * - unserved.conf: $wallet_unserved, 1 for a file of the build no browser is given (sandbox/http/unserved-files.ts);
 * - pages.conf: $wallet_page, 1 for an address that is a route's of schemas/routes.json (others are 404);
 * - request-id.conf: the request id passed to the API, the portal's when it is one the sandbox would
 *   keep (sandbox/http/request-id.ts), else nginx's own.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import routesFile from '../schemas/routes.json';
import { limit } from '../src/core/config/limits';
import { pagePathPattern } from '../src/core/routing/page-path-pattern';
import { envelope, refusalBody } from '../sandbox/http/envelope';
import { requestIdPattern } from '../sandbox/http/request-id';
import { unservedFilePattern } from '../sandbox/http/unserved-files';
import { inlineStyleSources, securityHeaders, strictTransportSecurity } from '../sandbox/http/security-headers';

const dist = join(import.meta.dirname, '..', 'dist');
const deploy = join(dist, 'deploy');
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const written = (file: string, source: string, lines: readonly string[]) => writeFileSync(join(deploy, file), `# Written by scripts/nginx-includes.ts from ${source}; do not edit.\n${lines.join('\n')}\n`);

const headers = securityHeaders(inlineStyleSources(dist));
mkdirSync(deploy, { recursive: true });
written('security-headers.conf', 'sandbox/http/security-headers.ts', [...Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`), 'add_header Strict-Transport-Security $wallet_hsts always;']);
written('hsts.conf', 'sandbox/http/security-headers.ts', ['map $wallet_scheme $wallet_hsts {', `  https ${quoted(strictTransportSecurity)};`, '  default "";', '}']);
// An answer may take as long as the portal waits for it; nginx then answers 504, logged under the request's id.
written('proxy-timeouts.conf', 'rules/limits.json apiConnectTimeoutSeconds, requestTimeoutMs', [`proxy_connect_timeout ${String(limit('apiConnectTimeoutSeconds'))}s;`, `proxy_send_timeout ${String(limit('requestTimeoutMs'))}ms;`, `proxy_read_timeout ${String(limit('requestTimeoutMs'))}ms;`]);
const singleQuoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
written('api-failures.conf', 'sandbox/http/envelope.ts', ['map $status $wallet_api_failure {', `  413 ${singleQuoted(JSON.stringify(refusalBody('api:bodyTooLarge')))};`, `  default ${singleQuoted(JSON.stringify(envelope('1500')))};`, '}']);
written('unserved.conf', 'sandbox/http/unserved-files.ts', ['map $uri $wallet_unserved {', `  ${quoted(`~${unservedFilePattern.source}`)} 1;`, '  default 0;', '}']);
written('pages.conf', 'schemas/routes.json', ['map $uri $wallet_page {', `  ${quoted(`~${pagePathPattern(routesFile.routes.map((route) => route.path))}`)} 1;`, '  default 0;', '}']);
written('request-id.conf', 'sandbox/http/request-id.ts', ['map $http_x_request_id $wallet_request_id {', `  ${quoted(`~${requestIdPattern.source}`)} $http_x_request_id;`, '  default $request_id;', '}']);
console.log(`nginx includes: dist/deploy/security-headers.conf (${String(Object.keys(headers).length + 1)} headers), dist/deploy/hsts.conf, dist/deploy/proxy-timeouts.conf, dist/deploy/api-failures.conf, dist/deploy/unserved.conf, dist/deploy/pages.conf, dist/deploy/request-id.conf`);
