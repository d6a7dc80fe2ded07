import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The query string with `name` set to `value` (or left out when empty), back on the list's first page. */
function withParam(current: URLSearchParams, name: string, value: string) {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  next.delete('page');
  return next;
}

/**
 * The query string last written, until the page has rendered with it. The router moves to a new URL inside a React
 * transition, so for a moment the page on screen, and the handlers it gave its controls, still hold the old query
 * string: a second choice made then (a type, then at once a level, on a phone still taking the page over) would be
 * written over the old one and undo the first. Each write starts from the newest, this one when it is newer.
 */
let unrendered: { over: string; written: URLSearchParams } | undefined;

/** `setSearchParams` that changes the newest query string (see `unrendered`), not the one this render was given. */
function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    // The page has rendered with a new query string (the written one, or one from outside: back, a link).
    unrendered = undefined;
  }, [params]);
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) =>
      setParams((rendered) => {
        const newest = unrendered?.over === rendered.toString() ? unrendered.written : rendered;
        const written = change(newest);
        unrendered = { over: rendered.toString(), written };
        return written;
      }, options),
    [setParams],
  );
  return [params, update] as const;
}

/** A choice kept in the page's query string (`?company=`); choosing starts the list again from its first page. */
export function useSearchParamChoice(name: string) {
  const [params, update] = useLatestSearchParams();
  const choose = useCallback((value: string) => update((current) => withParam(current, name, value)), [name, update]);
  return [params.get(name) ?? '', choose] as const;
}

/**
 * A text box whose value lives in the page's query string (`?search=`), so a search can be shared, survives a reload
 * and comes back with the back button. Typing writes the URL once it pauses (replacing the history entry, so each
 * letter is not a step back); Enter writes it at once (a new entry). Changing it starts the list again from its first
 * page. A URL changed from outside (back, forward, a link) puts its value back in the box.
 */
export function useSearchParamInput(name: string, delayMs = SEARCH_DEBOUNCE_MS) {
  const [params, update] = useLatestSearchParams();
  const inUrl = params.get(name) ?? '';
  const [text, setText] = useState(inUrl);
  const written = useRef(inUrl);

  useEffect(() => {
    if (inUrl !== written.current) {
      written.current = inUrl;
      setText(inUrl);
    }
  }, [inUrl]);

  const write = useCallback(
    (value: string, replace: boolean) => {
      const trimmed = value.trim();
      written.current = trimmed;
      update((current) => withParam(current, name, trimmed), { replace });
    },
    [name, update],
  );

  useEffect(() => {
    if (text.trim() === written.current) return;
    const timer = setTimeout(() => write(text, true), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs, write]);

  return {
    /** What the box shows. */
    text,
    setText,
    /** What the list is searching for: the URL's value. */
    search: inUrl,
    /** Searches for what is typed now (Enter). */
    submit: () => {
      if (text.trim() !== written.current) write(text, false);
    },
  };
}
