import { useEffect, useRef } from 'react';

/**
 * A prerendered page (src/rendering/prerender.ts) shows its fields before the app has taken the page over: what is typed,
 * chosen or autofilled meanwhile stays in the field, but the app's state starts empty and would search or submit
 * that instead. On mount, the state takes in what its field already holds. On any other mount the two agree, and
 * nothing happens. Give the answered ref to the input, textarea or select.
 */
export function useAdoptTypedValue<Element extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  value: unknown,
  setValue: (value: string) => unknown,
) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed && typed !== String(value ?? '')) void setValue(typed);
    // Once, on mount: later the field only ever shows the state's value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
