import { SANDBOX_TEST_CARDS, formatAmount } from '@goodhive/contract';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type MembershipSandboxPage =
  | { mode: 'card'; key: string; paymentId: number; title: string; amountUsd: number; error?: string; cardNumber?: string }
  | { mode: 'confirm'; key: string; paymentId: number; title: string; amountUsd: number }
  | { mode: 'message'; title: string; text: string };

const styles = `
body{font-family:Helvetica,Arial,sans-serif;background:#f4f5f7;color:#222;margin:0;padding:32px 16px}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:28px}
h1{font-size:20px;margin:0 0 4px}.muted{color:#666;font-size:14px}.amount{font-size:32px;font-weight:bold;margin:16px 0}
label{display:block;font-size:14px;margin:12px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #bbb;border-radius:6px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{width:100%;padding:12px;font-size:16px;border:0;border-radius:6px;background:#1b6ef3;color:#fff;margin-top:16px;cursor:pointer}
button.secondary{background:#e9ebef;color:#222}.error{background:#fdecea;color:#a61b1b;padding:10px;border-radius:6px;margin:12px 0;font-size:14px}
.cards{font-size:13px;background:#f7f7fa;border-radius:6px;padding:10px;margin-top:16px}
.badge{display:inline-block;background:#fff3cd;color:#7a5b00;font-size:12px;padding:2px 8px;border-radius:10px}`;

const layout = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Goodhive sandbox payments</title><style>${styles}</style></head>
<body><main>${body}</main></body></html>`;

/** The sandbox's hosted page for a membership payment: a plain form (no script) posting back to this server. */
export function renderMembershipSandboxPage(input: MembershipSandboxPage): string {
  if (input.mode === 'message') return layout(input.title, `<h1>${escapeHtml(input.title)}</h1><p class="muted">${escapeHtml(input.text)}</p>`);
  const action = `/api/memberships/sandbox/${encodeURIComponent(input.key)}`;
  const header = `<span class="badge">Sandbox · no real money</span><h1>${escapeHtml(input.title)}</h1><div class="amount">US $${formatAmount(input.amountUsd)}</div>`;
  if (input.mode === 'confirm') {
    return layout(
      'Confirm your payment',
      `${header}<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${action}/confirm"><input type="hidden" name="action" value="complete"><button type="submit">Complete authentication</button></form>
<form method="post" action="${action}/confirm"><input type="hidden" name="action" value="fail"><button type="submit" class="secondary">Fail authentication</button></form>`,
    );
  }
  return layout(
    'Pay',
    `${header}${input.error ? `<div class="error" role="alert">${escapeHtml(input.error)}</div>` : ''}
<form method="post" action="${action}">
<input type="hidden" name="action" value="pay">
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" required value="${escapeHtml(input.cardNumber ?? '')}" placeholder="4242 4242 4242 4242">
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="12/34"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123"></div></div>
<button type="submit">Pay US $${formatAmount(input.amountUsd)}</button></form>
<form method="post" action="${action}"><input type="hidden" name="action" value="cancel"><button type="submit" class="secondary">Cancel and return</button></form>
<div class="cards"><strong>Test cards</strong><br><code>${SANDBOX_TEST_CARDS.succeeds}</code> succeeds<br>
<code>${SANDBOX_TEST_CARDS.declined}</code> is declined<br><code>${SANDBOX_TEST_CARDS.requiresConfirmation}</code> needs a confirmation step</div>`,
  );
}
