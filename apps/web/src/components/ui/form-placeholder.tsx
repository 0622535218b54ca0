import { LoadingState } from './query-state';

/**
 * Holds a form's place while its code (inputs, validation) loads after the first paint: about the form's own
 * height, so the page below does not jump when it arrives, and says what is coming.
 */
export function FormPlaceholder({ label, height }: { label: string; height: number }) {
  return (
    <div style={{ minHeight: height }} data-testid="form-placeholder">
      <LoadingState label={label} />
    </div>
  );
}
