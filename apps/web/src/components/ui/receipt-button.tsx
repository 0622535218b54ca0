import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { receiptFileName } from '@goodhive/contract/texts';
import { apiFile } from '../../lib/api';
import { errorMessage } from '../../lib/api-error';
import { saveFile } from '../../lib/download';
import { toast } from '../../lib/toast';
import { DownloadIcon, FileTextIcon } from './icons';

/** GET /api/contribution/receipt?group_id=: a paid group's PDF receipt, saved as payment_receipt_{group}.pdf. */
export async function downloadReceipt(groupId: number): Promise<void> {
  const file = await apiFile('/contribution/receipt', { query: { group_id: groupId } });
  saveFile(file.blob, receiptFileName(groupId));
}

type ReceiptButtonProps = {
  groupId: number;
  /**
   * 'primary': the payment result's 'Download receipt' with its error under it; 'compact': a row's
   * 'Receipt' link-button whose failure shows as a toast.
   */
  variant?: 'primary' | 'compact';
  /** Says which contribution, for screen readers (compact buttons in lists). */
  description?: string;
};

/** The receipt PDF of a contribution group, fetched with the session (a plain link could not carry it). */
export function ReceiptButton({ groupId, variant = 'primary', description }: ReceiptButtonProps) {
  const download = useMutation({ mutationFn: downloadReceipt });
  if (variant === 'compact') {
    return (
      <Button
        variant="subtle"
        color="forest"
        size="compact-sm"
        leftSection={<FileTextIcon size={16} />}
        loading={download.isPending}
        aria-label={description ? `Receipt (PDF) for ${description}` : undefined}
        onClick={() => download.mutate(groupId, { onError: (error) => toast.error(errorMessage(error), 'The receipt could not be downloaded') })}
      >
        Receipt
      </Button>
    );
  }
  return (
    <Stack gap={6} align="flex-start">
      <Button color="honey" leftSection={<DownloadIcon size={18} />} loading={download.isPending} onClick={() => download.mutate(groupId)}>
        Download receipt
      </Button>
      {download.isError ? (
        <Text c="red.8" fz="sm" role="alert">
          {errorMessage(download.error)}
        </Text>
      ) : null}
    </Stack>
  );
}
