import { Button, CopyButton } from '@mantine/core';
import { mediaKitTexts } from '@goodhive/contract/texts';
import { CheckIcon, CopyIcon } from '../../../components/ui/icons';

/** Copies a value to the clipboard and says so for two seconds; `what` names it for screen readers. */
export function CopyValueButton({ value, what, label = mediaKitTexts.copy, size = 'xs' }: { value: string; what: string; label?: string; size?: 'xs' | 'sm' }) {
  return (
    <CopyButton value={value} timeout={2000}>
      {({ copied, copy }) => (
        <Button
          size={size}
          variant="light"
          color={copied ? 'forest' : 'gray'}
          onClick={copy}
          leftSection={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
          aria-label={copied ? `${what} copied` : `${label} ${what}`}
        >
          {copied ? mediaKitTexts.copied : label}
        </Button>
      )}
    </CopyButton>
  );
}
