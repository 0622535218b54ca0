import { ColorSwatch, TextInput, type ColorInputProps } from '@mantine/core';
import { deferred } from './deferred';

/**
 * Mantine's ColorInput, loaded after the first paint (its picker is a floating-ui popover): until then the same
 * labelled field shows the colour, read-only, at the same size.
 */
export const ColorInput = deferred<ColorInputProps>(
  () => import('./pickers').then((module) => module.ColorInput),
  ({ label, description, error, value, defaultValue, size, className, style }) => (
    <TextInput
      label={label}
      description={description}
      error={error}
      size={size}
      className={className}
      style={style}
      value={value ?? defaultValue ?? ''}
      readOnly
      aria-busy
      aria-disabled="true"
      leftSection={value ?? defaultValue ? <ColorSwatch color={value ?? defaultValue ?? ''} size={18} /> : null}
    />
  ),
);
