import type { Guide } from './guide';
import type { PlannedStep } from './guide-plan';
import { escape, samples } from './html';
import { urls } from './layout';
import { curlStep } from './samples/curl';
import { pythonGuide } from './samples/python';
import { typescriptGuide } from './samples/typescript';

/** A guide: its steps in words with each call's curl, then the whole flow as one program in TypeScript and in Python, which the suite runs. */
export function guideMain(guide: Guide, steps: readonly PlannedStep[]): string {
  const stepItems = steps.map(
    (planned) => `<li><h3>${planned.operationId ? `<a href="${urls.operation(planned.operationId)}"><code>${escape(planned.operationId)}</code></a>` : `<code>${escape(`${planned.method} ${planned.path}`)}</code> <span class="muted">(the sandbox's control)</span>`}</h3><p>${escape(planned.step.say)}</p><details><summary>curl</summary><pre tabindex="0"><code>${escape(curlStep(planned))}</code></pre></details></li>`,
  );
  return `<article class="guide">
<p class="crumbs"><a href="${urls.home}">Overview</a> › Guides</p>
<h1>${escape(guide.title)}</h1>
<p class="lead">${escape(guide.summary)}</p>
<p>Run against the sandbox of <code>npm start</code> (<code>WALLET_API</code>, <code>http://localhost:8080</code> by default) as the example identity <code>${escape(guide.identity)}</code>; <code>POST /sandbox/example-identities/reset</code> gives it back as it was seeded. The suite runs this very guide.</p>
<h2>The whole flow</h2>
${samples(`guide-${guide.id}`, [
  { language: 'typescript', label: 'TypeScript', code: typescriptGuide(guide, steps) },
  { language: 'python', label: 'Python', code: pythonGuide(guide, steps) },
])}
<p class="muted">TypeScript: <code>npm i @wallet-portal/client</code> (<a href="${urls.client}">the official client</a>), save as <code>guide.ts</code>, run <code>node guide.ts</code> (Node 22.18 or later runs TypeScript as is). Python 3, standard library only.</p>
<h2>Step by step</h2>
<ol class="steps">${stepItems.join('')}</ol>
</article>`;
}
