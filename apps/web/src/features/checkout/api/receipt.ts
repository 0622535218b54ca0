import { useMutation } from '@tanstack/react-query';
import { receiptFileName } from '@goodhive/contract';
import { apiFile } from '../../../lib/api';
import { saveFile } from '../../../lib/download';

/** GET /api/contribution/receipt?group_id=: the paid group's PDF receipt, saved as payment_receipt_{group}.pdf. */
export async function downloadReceipt(groupId: number): Promise<void> {
  const file = await apiFile('/contribution/receipt', { query: { group_id: groupId } });
  saveFile(file.blob, receiptFileName(groupId));
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
