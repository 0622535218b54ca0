import { TextInput } from '@mantine/core';
import { deferred } from '../../../components/ui/deferred';
import type { CompanyPickerProps } from './company-picker';

/**
 * The staff company picker, loaded after the first paint (its results list is a floating-ui popover); until then
 * a field of the same label and size holds its place.
 */
export const CompanyPicker = deferred<CompanyPickerProps>(
  () => import('./company-picker').then((module) => module.CompanyPicker),
  ({ label, description, required, w }) => (
    <TextInput label={label} description={description ?? ' '} required={required} w={w} readOnly aria-busy aria-disabled="true" />
  ),
);
