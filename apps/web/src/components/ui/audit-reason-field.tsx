import { Textarea } from '@mantine/core';

/** The longest reason the server keeps with a staff change. */
export const AUDIT_REASON_MAX_LENGTH = 500;

/** What the field tells staff about their reason. */
export const AUDIT_REASON_HINT = 'Kept in the audit log with who did it and when.';

type AuditReasonFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The reason's error: the screen's own check or the server's field error. */
  error?: string | null;
  /** A fuller hint where the audit log keeps more (what changed, say). */
  description?: string;
  /** In a dialog: the field takes the focus when the dialog opens. */
  autoFocus?: boolean;
};

/**
 * The reason every staff change asks for, kept in the audit log: one label, limit and hint on every back-office
 * screen. Marked as required; the screen (or the server's answer) says when it is missing, in the field's error.
 */
export function AuditReasonField({ value, onChange, error, description = AUDIT_REASON_HINT, autoFocus = false }: AuditReasonFieldProps) {
  return (
    <Textarea
      label="Reason"
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error || undefined}
      maxLength={AUDIT_REASON_MAX_LENGTH}
      autosize
      minRows={2}
      withAsterisk
      aria-required
      data-autofocus={autoFocus || undefined}
    />
  );
}
