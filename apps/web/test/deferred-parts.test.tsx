// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { theme } from '../src/app/theme';
import { deferred } from '../src/components/ui/deferred';
import { Select, chosenLabels } from '../src/components/ui/select';
import { lazyZodResolver } from '../src/lib/lazy-zod-resolver';

// Not through ./render: that helper loads every deferred part before each file, and these tests look at the
// placeholders themselves.
vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
afterEach(cleanup);

const withTheme = (ui: React.ReactNode) => <MantineProvider theme={theme} env="test">{ui}</MantineProvider>;

/** A load the test settles itself. */
function controlledLoad<T>() {
  let settle: { resolve: (value: T) => void; reject: (error: unknown) => void } | null = null;
  let calls = 0;
  const load = () => {
    calls += 1;
    return new Promise<T>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { load, settle: () => settle!, calls: () => calls };
}

describe('a part loaded after the first paint', () => {
  it('holds its place with the placeholder, then shows the part with the same props', async () => {
    const control = controlledLoad<(props: { name: string }) => React.ReactNode>();
    const Greeting = deferred(control.load, ({ name }: { name: string }) => <p>Loading the greeting for {name}</p>);
    render(<Greeting name="Asha" />);
    expect(screen.getByText('Loading the greeting for Asha')).toBeTruthy();
    await act(async () => control.settle().resolve(({ name }) => <p>Hello {name}</p>));
    expect(await screen.findByText('Hello Asha')).toBeTruthy();
    expect(screen.queryByText(/Loading the greeting/)).toBeNull();
  });

  it('keeps the placeholder when the download fails and tries again on the next render', async () => {
    const control = controlledLoad<() => React.ReactNode>();
    const Part = deferred(control.load, () => <p>Waiting</p>);
    const first = render(<Part />);
    await act(async () => control.settle().reject(new Error('offline')));
    expect(screen.getByText('Waiting')).toBeTruthy();
    first.unmount();
    render(<Part />);
    expect(control.calls()).toBe(2);
    await act(async () => control.settle().resolve(() => <p>Loaded</p>));
    expect(await screen.findByText('Loaded')).toBeTruthy();
  });
});

describe('the picker placeholder', () => {
  it('is the labelled field with the chosen option, read-only, until the picker arrives', async () => {
    const { container } = render(withTheme(<Select label="Status" data={[{ value: 'live', label: 'Live' }, { value: 'draft', label: 'Draft' }]} value="live" onChange={() => undefined} />));
    const field = screen.getByLabelText('Status') as HTMLInputElement;
    expect(field.value).toBe('Live');
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('aria-busy')).toBe('true');
    expect(field.getAttribute('aria-disabled')).toBe('true');
    // The picker itself (Mantine's Select) replaces it once its chunk has loaded, with the same label and value.
    await waitFor(() => expect(container.querySelector('[data-picker-placeholder]')).toBeNull(), { timeout: 5000 });
    expect(screen.getByDisplayValue('Live').getAttribute('aria-busy')).toBeNull();
  });

  it('names chosen values by their labels, in groups too, and keeps unknown values as they are', () => {
    const data = ['Kenya', { group: 'Asia', items: [{ value: '91', label: 'India' }] }, { value: '1', label: 'United States' }];
    expect(chosenLabels(data, ['91', '1'])).toBe('India, United States');
    expect(chosenLabels(data, ['Kenya', null, ''])).toBe('Kenya');
    expect(chosenLabels(data, ['404'])).toBe('404');
  });
});

describe('validation loaded with the first check', () => {
  const schema = z.object({ email: z.email('Enter a valid e-mail address.') });

  function Form({ onValid }: { onValid: (values: { email: string }) => void }) {
    const resolver = lazyZodResolver<{ email: string }>(async () => schema);
    const form = useForm<{ email: string }>({ resolver, defaultValues: { email: '' } });
    return (
      <form onSubmit={form.handleSubmit(onValid)}>
        <label htmlFor="email">E-mail</label>
        <input id="email" {...form.register('email')} />
        <span role="alert">{form.formState.errors.email?.message}</span>
        <button type="submit">Send</button>
      </form>
    );
  }

  it('gives the schema’s own messages and values', async () => {
    let sent: { email: string } | null = null;
    render(<Form onValid={(values) => (sent = values)} />);
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Enter a valid e-mail address.'));
    expect(sent).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'asha@example.com' } });
    await act(async () => screen.getByRole('button', { name: 'Send' }).click());
    await waitFor(() => expect(sent).toEqual({ email: 'asha@example.com' }));
  });
});
