/**
 * The build's last step (issue 38 item 2): the security headers of the sandbox's server
 * (sandbox/http/security-headers.ts, with this build's inline style's hash in its CSP) written as
 * nginx directives to dist/deploy/security-headers.conf, which deploy/nginx.conf.template includes.
 * One source for the header set: a test asks both servers for the same page and compares.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inlineStyleSources, securityHeaders, strictTransportSecurity } from '../sandbox/http/security-headers';

const dist = join(import.meta.dirname, '..', 'dist');
const quoted = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const headers: Record<string, string> = { ...securityHeaders(inlineStyleSources(dist)), 'Strict-Transport-Security': strictTransportSecurity };
const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
mkdirSync(join(dist, 'deploy'), { recursive: true });
writeFileSync(join(dist, 'deploy', 'security-headers.conf'), `# Written by scripts/nginx-headers.ts from sandbox/http/security-headers.ts; do not edit.\n${lines.join('\n')}\n`);
console.log(`nginx headers: dist/deploy/security-headers.conf (${String(lines.length)} headers)`);
