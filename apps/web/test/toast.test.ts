import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUT_MS } from '@goodhive/contract';

const show = vi.fn((_data: Record<string, unknown>) => 'id');
vi.mock('@mantine/notifications', () => ({ notifications: { show: (data: Record<string, unknown>) => show(data) } }));

const { TOAST_STYLES, toast } = await import('../src/lib/toast');

beforeEach(() => show.mockClear());

describe('toast', () => {
  it.each(['success', 'error', 'warning', 'info'] as const)('shows a %s toast in its own colour for 3000 ms', async (kind) => {
    toast[kind]('Saved.');
    await vi.waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Saved.', color: TOAST_STYLES[kind].color, autoClose: TOAST_TIMEOUT_MS, title: TOAST_STYLES[kind].title }),
      ),
    );
  });

  it('gives every kind a different colour', () => {
    const colours = Object.values(TOAST_STYLES).map((s) => s.color);
    expect(new Set(colours).size).toBe(colours.length);
    expect(TOAST_TIMEOUT_MS).toBe(3000);
  });

  it('accepts a custom title', async () => {
    toast.info('Body', 'Heads up');
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Heads up' })));
  });

  it('loads the toasts only when the first one is shown', async () => {
    vi.resetModules();
    const fresh = await import('../src/lib/toast');
    expect(fresh.toastsStarted()).toBe(false);
    fresh.toast.success('Saved.');
    expect(fresh.toastsStarted()).toBe(true);
    await vi.waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ message: 'Saved.' })));
  });
});
