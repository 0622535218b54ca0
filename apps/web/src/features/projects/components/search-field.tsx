import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

type SearchFieldProps = {
  label: string;
  placeholder?: string;
  description?: string;
  /** The applied search (from the address). */
  value: string;
  onSearch: (value: string) => void;
  className?: string;
};

/** A search box that follows typing after a short pause, and at once on Enter. */
export function SearchField({ label, placeholder, description, value, onSearch, className }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The address changed under the box (back button, Clear filters): follow it.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const apply = useDebouncedCallback((next: string) => onSearch(next.trim()), 350);
  useEffect(() => () => apply.cancel(), [apply]);
  return (
    <form
      role="search"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        apply.cancel();
        onSearch(text.trim());
      }}
    >
      <TextInput
        type="search"
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={<SearchIcon size={18} />}
        maxLength={100}
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
      />
    </form>
  );
}
