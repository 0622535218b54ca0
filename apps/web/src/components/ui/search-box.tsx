import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState, type CSSProperties } from 'react';
import { SearchIcon } from './icons';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DEBOUNCE_MS = 350;

type SearchBoxProps = {
  label: string;
  description?: string;
  placeholder?: string;
  /** The applied search (from the address). */
  value: string;
  /** The trimmed search: after a short pause in typing (`typed`), or at once on Enter. */
  onSearch: (value: string, how: { typed: boolean }) => void;
  /** The longest search the API accepts. */
  maxLength?: number;
  className?: string;
  style?: CSSProperties;
};

/** A list's search box: it follows typing after a short pause and Enter at once, and follows the address back too. */
export function SearchBox({ label, description, placeholder, value, onSearch, maxLength = 100, className, style }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [synced, setSynced] = useState(value);
  // The address changed under the box (back button, Clear filters): follow it.
  if (value !== synced) {
    setSynced(value);
    if (value !== text.trim()) setText(value);
  }
  const apply = useDebouncedCallback((next: string) => onSearch(next.trim(), { typed: true }), SEARCH_DEBOUNCE_MS);
  useEffect(() => () => apply.cancel(), [apply]);
  return (
    <form
      role="search"
      className={className}
      style={style}
      onSubmit={(event) => {
        event.preventDefault();
        apply.cancel();
        onSearch(text.trim(), { typed: false });
      }}
    >
      <TextInput
        type="search"
        label={label}
        description={description}
        placeholder={placeholder}
        leftSection={<SearchIcon size={18} />}
        maxLength={maxLength}
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
