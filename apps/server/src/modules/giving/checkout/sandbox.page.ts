import { renderSandboxPage as renderKitPage } from '../../../lib/payments/sandbox-page.js';

type Line = { title: string; quantity: number; unit: string; amountUsd: number };

export type SandboxPageInput =
  | { mode: 'card'; key: string; groupId: number; amountUsd: number; lines: Line[]; error?: string; cardNumber?: string }
  | { mode: 'confirm'; key: string; groupId: number; amountUsd: number }
  | { mode: 'message'; title: string; text: string };

/** The sandbox provider's hosted payment page for a checkout, drawn by the shared sandbox page kit. */
export function renderSandboxPage(input: SandboxPageInput): string {
  if (input.mode === 'message') return renderKitPage(input);
  const action = `/api/payments/sandbox/${encodeURIComponent(input.key)}`;
  const title = `Goodhive giving #${input.groupId}`;
  if (input.mode === 'confirm') return renderKitPage({ mode: 'confirm', action, title, amountUsd: input.amountUsd });
  return renderKitPage({
    mode: 'card',
    action,
    title,
    amountUsd: input.amountUsd,
    lines: input.lines.map((l) => ({ title: l.title, detail: `${l.quantity} × ${l.unit}`, amountUsd: l.amountUsd })),
    error: input.error,
    cardNumber: input.cardNumber,
  });
}
