import { TextInput, type MultiSelectProps, type SelectProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from './icons';
import { deferred } from './deferred';

type Option = { value: string; label: string };

type Item = string | { value?: unknown; label?: unknown; group?: unknown; items?: unknown };

function optionsOf(data: unknown): Option[] {
  if (!Array.isArray(data)) return [];
  return (data as Item[]).flatMap((item): Option[] => {
    if (typeof item === 'string') return [{ value: item, label: item }];
    if ('items' in item) return optionsOf(item.items);
    const value = String(item.value);
    return [{ value, label: typeof item.label === 'string' ? item.label : value }];
  });
}

/** The labels of the chosen values, as the loaded picker will show them. */
export function chosenLabels(data: unknown, values: readonly (string | null | undefined)[]): string {
  const options = optionsOf(data);
  return values
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((value) => options.find((option) => option.value === value)?.label ?? value)
    .join(', ');
}

type PickerFrame = Pick<
  SelectProps,
  'label' | 'description' | 'error' | 'placeholder' | 'required' | 'withAsterisk' | 'size' | 'radius' | 'className' | 'style' | 'w' | 'maw' | 'miw' | 'flex' | 'mt' | 'mb' | 'id'
>;

/**
 * What a picker shows while its code loads: the same labelled input at the same size, with the chosen option,
 * read-only (a choice made in that instant could not be kept).
 */
function PickerPlaceholder({ text, ...frame }: PickerFrame & { text: string }) {
  return (
    <TextInput
      {...frame}
      value={text}
      readOnly
      aria-busy
      aria-disabled="true"
      data-picker-placeholder
      rightSection={<ChevronDownIcon size={16} />}
      rightSectionPointerEvents="none"
    />
  );
}

function frameOf(props: SelectProps | MultiSelectProps): PickerFrame {
  const { label, description, error, placeholder, required, withAsterisk, size, radius, className, style, w, maw, miw, flex, mt, mb, id } = props;
  return { label, description, error, placeholder, required, withAsterisk, size, radius, className, style, w, maw, miw, flex, mt, mb, id };
}

/** Mantine's Select, loaded after the first paint (see pickers.tsx). */
export const Select = deferred<SelectProps>(
  () => import('./pickers').then((module) => module.Select as (props: SelectProps) => ReactNode),
  (props) => <PickerPlaceholder {...frameOf(props)} text={chosenLabels(props.data, [props.value ?? props.defaultValue])} />,
) as <Value extends string | number | boolean | bigint = string>(props: SelectProps<Value>) => ReactNode;

/** Mantine's MultiSelect, loaded after the first paint (see pickers.tsx). */
export const MultiSelect = deferred<MultiSelectProps>(
  () => import('./pickers').then((module) => module.MultiSelect),
  (props) => <PickerPlaceholder {...frameOf(props)} text={chosenLabels(props.data, props.value ?? props.defaultValue ?? [])} />,
);
