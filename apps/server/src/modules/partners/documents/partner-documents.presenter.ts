import type { PartnerDocument, PartnerDocumentKind } from '@goodhive/contract';
import { toAmountOrNull } from '../../../lib/money.js';
import type { DocumentRow } from './partner-documents.repository.js';

/** A document as partners and staff see it: what it is, its file, and whether the partner has read it. */
export function presentDocument({ doc, file }: DocumentRow): PartnerDocument {
  const hasReadStatus = doc.kind !== 'resource';
  return {
    id: doc.id,
    kind: doc.kind as PartnerDocumentKind,
    partner_id: doc.partner_id,
    title: doc.title,
    description: doc.description,
    period_start: doc.period_start,
    period_end: doc.period_end,
    amount_usd: toAmountOrNull(doc.amount_usd_cents),
    year: doc.year,
    file_name: file.original_name,
    content_type: file.content_type,
    byte_size: file.byte_size,
    viewed: hasReadStatus && doc.viewed_at !== null,
    viewed_at: hasReadStatus && doc.viewed_at ? doc.viewed_at.toISOString() : null,
    created_at: doc.created_at.toISOString(),
  };
}
