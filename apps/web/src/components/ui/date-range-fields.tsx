import { TextInput } from '@mantine/core';
import { EmptyBlock } from './query-state';

type DateRangeFieldsProps = {
  /** First day (YYYY-MM-DD), included; null or '' when open. */
  begin: string | null;
  /** Last day, included. */
  end: string | null;
  /** The day typed or picked; '' while a date box holds no complete day. */
  onBeginChange: (day: string) => void;
  onEndChange: (day: string) => void;
  /** Shown on the last day, e.g. when the range ends before it starts. */
  error?: string;
};

/** A list's date filter: 'From' and 'To' boxes, both days included, each keeping the other's side. */
export function DateRangeFields({ begin, end, onBeginChange, onEndChange, error }: DateRangeFieldsProps) {
  return (
    <>
      <TextInput type="date" label="From" description="First day, included" value={begin ?? ''} max={end || undefined} onChange={(e) => onBeginChange(e.currentTarget.value)} />
      <TextInput type="date" label="To" description="Last day, included" value={end ?? ''} min={begin || undefined} error={error} onChange={(e) => onEndChange(e.currentTarget.value)} />
    </>
  );
}

/** In place of a list whose date range ends before it starts (the list is not asked for then). */
export function ReversedRangeNote() {
  return <EmptyBlock title="Check the dates" description="The first day must be on or before the last day." />;
}
