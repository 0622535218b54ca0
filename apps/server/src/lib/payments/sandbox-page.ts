import { SANDBOX_TEST_CARDS, formatAmount } from '@goodhive/contract';

/**
 * The sandbox's hosted pages (giving, membership, saving a card): plain HTML forms (no script, so they work
 * without the web app and under the strict content security policy), posting back to this server.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A summary row above the card form (a cart line: title, detail, amount). */
export type SandboxPageLine = { title: string; detail?: string; amountUsd: number };

export type SandboxPage =
  | {
      mode: 'card';
      /** Where the form posts (its /confirm sibling takes the confirmation step). */
      action: string;
      title: string;
      /** The amount charged; none when the page only saves a card. */
      amountUsd?: number;
      lines?: SandboxPageLine[];
      intro?: string;
      submitLabel?: string;
      error?: string;
      cardNumber?: string;
    }
  | { mode: 'confirm'; action: string; title: string; amountUsd?: number }
  | { mode: 'message'; title: string; text: string };

const styles = `
body{font-family:Helvetica,Arial,sans-serif;background:#f4f5f7;color:#222;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#666;font-size:14px}.amount{font-size:32px;font-weight:bold;margin:16px 0}
table{width:100%;border-collapse:collapse;font-size:14px;margin:8px 0 16px}td{padding:4px 0;border-bottom:1px solid #eee}td.r{text-align:right}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1b6ef3;color:#fff;margin-top:16px;cursor:pointer}
button.secondary{background:#e9ebef;color:#222}.error{background:#fdecea;color:#a61b1b;padding:10px;border-radius:6px;margin:12px 0;font-size:14px}
.cards{font-size:13px;background:#f7f7fa;border-radius:6px;padding:10px;margin-top:16px}.cards code{font-size:13px}
.badge{display:inline-block;background:#fff3cd;color:#7a5b00;font-size:12px;padding:2px 8px;border-radius:10px}`;

function layout(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Goodhive sandbox payments</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`;
}

const header = (title: string, amountUsd?: number) =>
  `<span class="badge">Sandbox · no real money</span><h1>${escapeHtml(title)}</h1>${amountUsd === undefined ? '' : `<div class="amount">US $${formatAmount(amountUsd)}</div>`}`;

const testCards = (saving: boolean) =>
  `<div class="cards"><strong>Test cards</strong><br><code>${SANDBOX_TEST_CARDS.succeeds}</code> ${saving ? 'is saved; charges on it succeed' : 'succeeds'}<br>
<code>${SANDBOX_TEST_CARDS.declined}</code> ${saving ? 'is saved; charges on it are declined' : 'is declined'}<br><code>${SANDBOX_TEST_CARDS.requiresConfirmation}</code> ${saving ? 'is saved; charges on it need a confirmation step' : 'needs a confirmation step'}</div>`;

/** Renders one sandbox hosted page. */
export function renderSandboxPage(input: SandboxPage): string {
  if (input.mode === 'message') return layout(input.title, `<h1>${escapeHtml(input.title)}</h1><p class="muted">${escapeHtml(input.text)}</p>`);
  if (input.mode === 'confirm') {
    return layout(
      'Confirm your payment',
      `${header(input.title, input.amountUsd)}<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${escapeHtml(input.action)}/confirm"><input type="hidden" name="action" value="complete"><button type="submit">Complete authentication</button></form>
<form method="post" action="${escapeHtml(input.action)}/confirm"><input type="hidden" name="action" value="fail"><button type="submit" class="secondary">Fail authentication</button></form>`,
    );
  }
  const saving = input.amountUsd === undefined;
  const rows = input.lines?.length
    ? `<table>${input.lines
        .map((l) => `<tr><td>${escapeHtml(l.title)}${l.detail ? `<br><span class="muted">${escapeHtml(l.detail)}</span>` : ''}</td><td class="r">$${formatAmount(l.amountUsd)}</td></tr>`)
        .join('')}</table>`
    : '';
  const submit = input.submitLabel ?? (saving ? 'Save card' : `Pay US $${formatAmount(input.amountUsd!)}`);
  return layout(
    saving ? 'Add a card' : 'Pay',
    `${header(input.title, input.amountUsd)}${input.intro ? `<p class="muted">${escapeHtml(input.intro)}</p>` : ''}${rows}${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="action" value="pay">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.cardNumber ?? '')}" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123"></div></div>
<button type="submit">${escapeHtml(submit)}</button></form>
<form method="post" action="${escapeHtml(input.action)}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancel and return</button></form>
${testCards(saving)}`,
  );
}
