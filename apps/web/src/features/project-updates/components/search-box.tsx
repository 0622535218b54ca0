import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { SearchIcon } from '../../../components/ui/icons';

type SearchBoxProps = { value: string; onSearch: (value: string) => void; label: string; placeholder?: string; description?: string };

/** A search box that follows typing after a short pause, and at once on Enter; it follows the address back too. */
export function SearchBox({ value, onSearch, label, placeholder, description }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const apply = useDebouncedCallback((next: string) => onSearch(next.trim()), 350);
  useEffect(() => () => apply.cancel(), [apply]);
  return (
    <form
      role="search"
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
