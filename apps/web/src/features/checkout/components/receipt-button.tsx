import { Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useDownloadReceipt } from '../api/receipt';
import { DownloadIcon } from '../../../components/ui/icons';

/** 'Download receipt': the paid group's PDF, fetched with the session and saved as payment_receipt_{group}.pdf. */
export function ReceiptButton({ groupId }: { groupId: number }) {
  const download = useDownloadReceipt();
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
