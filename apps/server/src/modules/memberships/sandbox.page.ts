import { renderSandboxPage } from '../../lib/payments/sandbox-page.js';

export type MembershipSandboxPage =
  | { mode: 'card'; key: string; paymentId: number; title: string; amountUsd: number; error?: string; cardNumber?: string }
  | { mode: 'confirm'; key: string; paymentId: number; title: string; amountUsd: number }
  | { mode: 'message'; title: string; text: string };

/** The sandbox's hosted page for a membership payment, drawn by the shared sandbox page kit. */
export function renderMembershipSandboxPage(input: MembershipSandboxPage): string {
  if (input.mode === 'message') return renderSandboxPage(input);
  const action = `/api/memberships/sandbox/${encodeURIComponent(input.key)}`;
  if (input.mode === 'confirm') return renderSandboxPage({ mode: 'confirm', action, title: input.title, amountUsd: input.amountUsd });
  return renderSandboxPage({ mode: 'card', action, title: input.title, amountUsd: input.amountUsd, error: input.error, cardNumber: input.cardNumber });
}
