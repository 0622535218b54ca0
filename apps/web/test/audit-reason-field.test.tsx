// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditReasonField } from '../src/components/ui/audit-reason-field';
import { renderWithProviders, stubBrowserApis } from './render';

beforeEach(() => {
  stubBrowserApis();
  // Autosized text areas listen for web fonts, which jsdom does not have.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The field as a screen holds it: the reason in state, its error cleared on typing. */
function Holder({ onChange, error: first = null, description }: { onChange?: (v: string) => void; error?: string | null; description?: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(first);
  return (
    <AuditReasonField
      value={value}
      description={description}
      onChange={(v) => {
        setValue(v);
        setError(null);
        onChange?.(v);
      }}
      error={error}
    />
  );
}

describe('AuditReasonField', () => {
  it('asks for a required reason of at most 500 characters and says where it is kept', () => {
    renderWithProviders(<Holder />);
    const field = screen.getByRole('textbox', { name: /Reason/ });
    expect(field.getAttribute('maxlength')).toBe('500');
    expect(field.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('Kept in the audit log with who did it and when.')).toBeTruthy();
  });

  it('hands the typed text to the screen and shows the error the screen gives until the staff type', () => {
    const onChange = vi.fn();
    renderWithProviders(<Holder onChange={onChange} error="Please give a reason." />);
    expect(screen.getByText('Please give a reason.')).toBeTruthy();
    const field = screen.getByRole('textbox', { name: /Reason/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: 'Chargebacks under review' } });
    expect(onChange).toHaveBeenCalledWith('Chargebacks under review');
    expect(screen.queryByText('Please give a reason.')).toBeNull();
  });

  it('takes a fuller hint where the audit log keeps more', () => {
    renderWithProviders(<Holder description="Kept in the audit log with what changed, who did it and when." />);
    expect(screen.getByText('Kept in the audit log with what changed, who did it and when.')).toBeTruthy();
    expect(screen.queryByText('Kept in the audit log with who did it and when.')).toBeNull();
  });
});
