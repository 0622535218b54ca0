import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { CheckIcon, CopyIcon } from '../../../components/ui/icons';

/** A read-only address with a Copy button that says so for two seconds. */
export function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput label={label} value={value} readOnly style={{ flex: 1 }} data-testid={testId} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            variant="light"
            color={copied ? 'forest' : 'gray'}
            onClick={copy}
            leftSection={copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
            aria-label={copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
