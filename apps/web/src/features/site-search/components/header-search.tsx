import { TextInput } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@goodhive/contract';
import { SEARCH_DEBOUNCE_MS, SEARCH_KEYWORD_MAX, searchTexts, type SearchResultKind } from '@goodhive/contract/texts';
import { SearchIcon } from '../../../components/ui/icons';
import { api } from '../../../lib/api';
import classes from './header-search.module.css';

/** A search result page (business-and-public.md §3), as POST /api/search/get answers it. */
type Result = { page_name: string; page_url: string; external_link: boolean; type: SearchResultKind; detail: string | null };
type State = { keyword: string; status: 'idle' | 'loading' | 'done' | 'error'; results: Result[] };

/**
 * The header's search box, a combobox: it asks as one types (after a short pause; an answer to an older keyword
 * is aborted and never shown), and the list is walked with the arrow keys, opened with Enter and closed with
 * Escape. Pages, projects, partners and (for staff) users come in one list.
 */
export function HeaderSearch({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [state, setState] = useState<State>({ keyword: '', status: 'idle', results: [] });
  const keyword = text.trim();

  useEffect(() => {
    if (!keyword) {
      setState({ keyword: '', status: 'idle', results: [] });
      return;
    }
    const abort = new AbortController();
    const timer = window.setTimeout(() => {
      setState((s) => ({ keyword, status: 'loading', results: s.results }));
      api
        .post<Result[]>('/search/get', { keyword, user_account: user.account === 'company' ? 'company' : 'user' }, { signal: abort.signal })
        .then((results) => {
          if (!abort.signal.aborted) setState({ keyword, status: 'done', results });
        })
        .catch(() => {
          if (!abort.signal.aborted) setState({ keyword, status: 'error', results: [] });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [keyword, user.account]);

  // A click outside closes the list.
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const results = state.keyword === keyword ? state.results : [];
  const showing = open && keyword !== '';
  const optionId = (i: number) => `${listId}-option-${i}`;

  function go(result: Result) {
    setOpen(false);
    setText('');
    if (result.external_link) window.location.assign(result.page_url);
    else navigate(result.page_url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!results.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      const chosen = results[active] ?? (results.length ? results[0] : undefined);
      if (chosen && showing) {
        event.preventDefault();
        go(chosen);
      }
    } else if (event.key === 'Escape') {
      if (showing) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  }

  return (
    <div className={classes.root} ref={rootRef}>
      <TextInput
        type="search"
        role="combobox"
        aria-label={searchTexts.label}
        aria-expanded={showing}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showing && active >= 0 && active < results.length ? optionId(active) : undefined}
        placeholder={searchTexts.placeholder}
        leftSection={<SearchIcon size={16} />}
        radius="xl"
        maxLength={SEARCH_KEYWORD_MAX}
        value={text}
        autoComplete="off"
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className={classes.popup} hidden={!showing}>
        <ul id={listId} role="listbox" aria-label={searchTexts.label} className={classes.list}>
          {results.map((r, i) => (
            <li
              key={`${r.type}-${r.page_url}-${i}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={classes.option}
              onPointerEnter={() => setActive(i)}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => go(r)}
            >
              <span className={classes.kind}>{searchTexts.kinds[r.type]}</span>
              <span className={classes.text}>
                <span className={classes.name}>{r.page_name}</span>
                {r.detail ? <span className={classes.detail}>{r.detail}</span> : null}
              </span>
            </li>
          ))}
        </ul>
        <div className={classes.status} role="status" aria-live="polite">
          {state.keyword !== keyword || state.status === 'loading'
            ? searchTexts.searching
            : state.status === 'error'
              ? searchTexts.failed
              : state.status === 'done' && results.length === 0
                ? searchTexts.empty(keyword)
                : ''}
        </div>
      </div>
    </div>
  );
}
