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

/** A choice kept in the page's query string (`?company=`); choosing starts the list again from its first page. */
export function useSearchParamChoice(name: string) {
  const [params, setParams] = useSearchParams();
  const choose = useCallback(
    (value: string) => setParams((current) => withParam(current, name, value)),
    [name, setParams],
  );
  return [params.get(name) ?? '', choose] as const;
}

/**
 * A text box whose value lives in the page's query string (`?search=`), so a search can be shared, survives a reload
 * and comes back with the back button. Typing writes the URL once it pauses (replacing the history entry, so each
 * letter is not a step back); Enter writes it at once (a new entry). Changing it starts the list again from its first
 * page. A URL changed from outside (back, forward, a link) puts its value back in the box.
 */
export function useSearchParamInput(name: string, delayMs = SEARCH_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams();
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
      setParams((current) => withParam(current, name, trimmed), { replace });
    },
    [name, setParams],
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
