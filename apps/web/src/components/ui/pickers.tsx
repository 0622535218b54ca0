/**
 * Mantine's pickers built on Combobox, Popover and floating-ui (about 30 kB gzipped with their popovers). Screens
 * use them through ./select.tsx and ./color-input.tsx, which load this module after the first paint.
 */
export { ColorInput, MultiSelect, Select } from '@mantine/core';
