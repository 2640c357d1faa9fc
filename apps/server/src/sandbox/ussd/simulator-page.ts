import { gsm7Length } from '../../providers/sms/gsm7';
import { escapeHtml } from '../html';

/**
 * The USSD simulator's pages: a phone drawn with plain HTML forms, no scripts and no inline styles, because
 * the app serves everything under `Content-Security-Policy: default-src 'self'`. Styles come from
 * SIMULATOR_CSS. Every step is a form POST that carries the session in hidden fields, as the protocol does.
 */

/** What the provider lets a screen hold and what operators' aggregators ask for (nigeria-go-live.md §4.3). */
export const SCREEN_BUDGET = 160;

export const NETWORKS: readonly { code: string; name: string }[] = [
  { code: '62130', name: 'MTN' },
  { code: '62120', name: 'Airtel' },
  { code: '62150', name: 'Glo' },
  { code: '62160', name: '9mobile' },
];

export interface DialFields {
  phoneNumber: string;
  networkCode: string;
  code: string;
}

/** The state a CON screen hands to the next step in hidden fields. */
export interface SessionFields {
  sessionId: string;
  phoneNumber: string;
  networkCode: string;
  serviceCode: string;
  /** The `text` of the request that drew this screen: every input so far joined by `*`. */
  path: string;
  startedAt: string;
  hops: string;
}

export type Screen =
  | { kind: 'CON'; text: string; answeredInMs: number }
  | { kind: 'END'; text: string; answeredInMs: number }
  | { kind: 'ended'; reason: string; answeredInMs: number | null; rawAnswer: string | null };

export function renderDialPage(input: {
  basePath: string;
  serviceCode: string;
  fields: DialFields;
  message?: string;
}): string {
  const { basePath, serviceCode, fields } = input;
  const networks = NETWORKS.map(
    (network) =>
      `<option value="${network.code}"${network.code === fields.networkCode ? ' selected' : ''}>${network.name} (${network.code})</option>`,
  ).join('');
  const message =
    input.message === undefined ? '' : `<p class="alert" role="alert">${escapeHtml(input.message)}</p>`;
  return page(
    basePath,
    'Dial',
    `
    ${message}
    <form method="post" action="${basePath}/dial" class="phone dial">
      <label for="phoneNumber">Phone number</label>
      <input id="phoneNumber" name="phoneNumber" type="tel" autocomplete="off" required
        value="${escapeHtml(fields.phoneNumber)}">
      <label for="networkCode">Network</label>
      <select id="networkCode" name="networkCode">${networks}</select>
      <label for="code">Code to dial</label>
      <input id="code" name="code" type="text" inputmode="tel" autocomplete="off" required
        value="${escapeHtml(fields.code)}">
      <button type="submit" class="button primary">Dial</button>
    </form>
    <p class="hint">This server answers <strong>${escapeHtml(serviceCode)}</strong>; add inputs to go straight
      to a screen (<code>${escapeHtml(serviceCode.replace(/#$/, '*2#'))}</code>). The demo customer is 08031234567,
      transaction PIN 2580.</p>`,
  );
}

export function renderScreenPage(input: {
  basePath: string;
  screen: Screen;
  session: SessionFields;
  /** The code as dialled, for "Dial again". */
  dialled: string;
  /** A note under the phone, e.g. a refused end-of-session notification. */
  note?: string;
}): string {
  const { basePath, screen, session, dialled } = input;
  const shownText = screen.kind === 'ended' ? `The session ended: ${screen.reason}` : screen.text;
  const timing =
    screen.answeredInMs === null ? '' : `<p class="meta">Answered in ${screen.answeredInMs} ms</p>`;
  const raw =
    screen.kind === 'ended' && screen.rawAnswer !== null
      ? `<details class="raw"><summary>What the server answered</summary><pre>${escapeHtml(screen.rawAnswer)}</pre></details>`
      : '';
  const note = input.note === undefined ? '' : `<p class="alert">${escapeHtml(input.note)}</p>`;
  const controls =
    screen.kind === 'CON' ? replyForm(basePath, session, dialled) : dialAgainForm(basePath, session, dialled);
  return page(
    basePath,
    screen.kind === 'CON' ? 'Session open' : 'Session ended',
    `
    <div class="phone">
      <p class="dialled">${escapeHtml(dialled)} from ${escapeHtml(session.phoneNumber)}</p>
      <pre class="screen" role="status" aria-label="Screen">${escapeHtml(shownText)}</pre>
      ${screen.kind === 'ended' ? '' : characterCount(screen.text)}
      ${controls}
    </div>
    ${timing}
    ${raw}
    ${note}`,
  );
}

/** GSM-7 septets against the budget, so a developer sees a screen about to be cut off. */
function characterCount(text: string): string {
  const septets = gsm7Length(text);
  if (septets === null)
    return `<p class="count over">${text.length}/${SCREEN_BUDGET} characters, not GSM-7: phones may show it garbled</p>`;
  return `<p class="count${septets > SCREEN_BUDGET ? ' over' : ''}">${septets}/${SCREEN_BUDGET} characters</p>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function replyForm(basePath: string, session: SessionFields, dialled: string): string {
  const state = Object.entries({ ...session, dialled })
    .map(([name, value]) => hidden(name, value))
    .join('');
  return `
      <form method="post" action="${basePath}/reply" class="reply">
        ${state}
        <label for="reply">Reply</label>
        <input id="reply" name="input" type="text" inputmode="tel" autocomplete="off" autofocus required
          maxlength="${SCREEN_BUDGET}">
        <button type="submit" class="button primary">Send</button>
      </form>
      <form method="post" action="${basePath}/cancel">
        ${state}
        <button type="submit" class="button quiet">Cancel</button>
      </form>`;
}

function dialAgainForm(basePath: string, session: SessionFields, dialled: string): string {
  const change = new URLSearchParams({
    phoneNumber: session.phoneNumber,
    networkCode: session.networkCode,
    code: dialled,
  });
  return `
      <form method="post" action="${basePath}/dial">
        ${hidden('phoneNumber', session.phoneNumber)}
        ${hidden('networkCode', session.networkCode)}
        ${hidden('code', dialled)}
        <button type="submit" class="button primary">Dial again</button>
      </form>
      <a class="button quiet" href="${basePath}?${escapeHtml(change.toString())}">Change number or code</a>`;
}

function page(basePath: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)} · USSD simulator</title>
  <link rel="stylesheet" href="${basePath}/simulator.css">
</head>
<body>
  <main class="simulator">
    <p class="sandbox-banner">USSD sandbox: Africa's Talking's protocol to this server, no real network</p>
    <h1>USSD simulator</h1>
    ${body}
  </main>
</body>
</html>
`;
}

export const SIMULATOR_CSS = `*{box-sizing:border-box}
body{margin:0;background:#f3f5f9;color:#1b1f2a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.simulator{max-width:24rem;margin:0 auto;padding:1rem}
.sandbox-banner{margin:0 0 1rem;padding:.5rem .75rem;border-radius:.5rem;background:#fff4d6;color:#5c4400;font-size:.875rem;text-align:center}
h1{margin:0 0 .75rem;font-size:1.375rem}
.phone{margin:0 0 1rem;padding:1rem;border-radius:1.5rem;background:#22262f;color:#e8ebf1}
.phone label{display:block;margin:.5rem 0 .25rem;font-size:.875rem;color:#c9ced8}
.phone input:not([type=hidden]),.phone select{display:block;width:100%;min-height:2.75rem;padding:.5rem .75rem;border:1px solid #586174;border-radius:.5rem;background:#fff;color:#1b1f2a;font:inherit}
.dialled{margin:0 0 .5rem;font-size:.8125rem;color:#c9ced8;word-break:break-all}
.screen{min-height:9rem;margin:0;padding:.75rem;border-radius:.5rem;background:#d8e6c8;color:#15210c;font:15px/1.4 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;white-space:pre-wrap;overflow-wrap:anywhere}
.count{margin:.25rem 0 0;font-size:.8125rem;color:#c9ced8;text-align:right}
.count.over{color:#ffb4a9;font-weight:700}
form{margin:.75rem 0 0}
.reply{margin-top:.25rem}
.button{display:block;width:100%;min-height:3rem;margin-top:.75rem;padding:.75rem 1rem;border:1px solid #c5cbd6;border-radius:.5rem;background:#fff;color:#1b1f2a;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
.button.primary{border-color:#0b6b3a;background:#0b6b3a;color:#fff}
.button.quiet{border-color:transparent;background:transparent;color:#c9ced8}
.button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
.hint,.meta{font-size:.875rem;color:#586174}
.alert{padding:.75rem;border-radius:.5rem;background:#fde8e7;color:#8a1c13}
.raw{margin:0 0 1rem;font-size:.875rem}
.raw pre{padding:.5rem;border-radius:.5rem;background:#fff;white-space:pre-wrap;overflow-wrap:anywhere}
`;
