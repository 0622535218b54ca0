import { Button } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useDownloadReceipt } from '../api/downloads';
import { FileTextIcon } from '../../../components/ui/icons';

type ReceiptButtonProps = { groupId: number; /** Says which contribution, for screen readers. */ description: string };

/** The receipt PDF of a contribution group, fetched with the session (a plain link could not carry it). */
export function ReceiptButton({ groupId, description }: ReceiptButtonProps) {
  const download = useDownloadReceipt();
  return (
    <Button
      variant="subtle"
      color="forest"
      size="compact-sm"
      leftSection={<FileTextIcon size={16} />}
      loading={download.isPending}
      aria-label={`Receipt (PDF) for ${description}`}
      onClick={() => download.mutate(groupId, { onError: (error) => toast.error(errorMessage(error), 'The receipt could not be downloaded') })}
    >
      Receipt
    </Button>
  );
}
