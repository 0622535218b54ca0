import { Textarea } from '@mantine/core';

/** The reason every staff change asks for; it is kept in the audit log. */
export function ReasonField({ value, onChange, error, label = 'Reason' }: { value: string; onChange: (v: string) => void; error?: string; label?: string }) {
  return (
    <Textarea
      label={label}
      description="Kept in the audit log"
      required
      maxLength={500}
      autosize
      minRows={2}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}
