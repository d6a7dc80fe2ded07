import { createSlotRecipeContext, type HTMLChakraProps } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { createContext, useContext, useId, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * Tabs drawn with Chakra's tabs recipe, with the WAI-ARIA tabs pattern (the roles, ids and attributes Chakra's own
 * Tabs writes, arrows, Home and End moving the selection) in a page of code. Chakra's Tabs run a state machine with
 * its focus tracking, presence and indicator measurement: 13 kB brotli on `/auth`, the one public page with tabs,
 * which took it past its first-visit limit (src/build/routeBudget.ts). Both uses here are controlled by the address
 * (`?tab=`), so the parts keep to that: the selected value comes in, a choice goes out.
 */
const { withProvider, withContext } = createSlotRecipeContext({ recipe: tabsSlotRecipe });

interface RecipeProps {
  variant?: 'line' | 'subtle' | 'enclosed' | 'outline' | 'plain';
  size?: 'sm' | 'md' | 'lg';
  /** The tabs share the list's width. */
  fitted?: boolean;
}

const StyledRoot = withProvider<HTMLDivElement, HTMLChakraProps<'div'> & RecipeProps>('div', 'root');
const StyledList = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'list');
const StyledTrigger = withContext<HTMLButtonElement, HTMLChakraProps<'button'>>('button', 'trigger');
const StyledContent = withContext<HTMLDivElement, HTMLChakraProps<'div'>>('div', 'content');

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
  renderSelectedOnly: boolean;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs() {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs.List, Tabs.Trigger and Tabs.Content belong inside Tabs.Root');
  return tabs;
}

/** Every part is horizontal: the recipe's `_horizontal` styles read this attribute. */
const HORIZONTAL = { 'data-orientation': 'horizontal' } as const;

interface RootProps extends HTMLChakraProps<'div'>, RecipeProps {
  /** The selected tab's value. */
  value: string;
  onValueChange: (details: { value: string }) => void;
  /** Only the selected tab's panel is rendered; the others are not kept while hidden. */
  renderSelectedOnly?: boolean;
}

function Root({ value, onValueChange, renderSelectedOnly = false, ...rest }: RootProps) {
  const id = useId();
  const tabs: TabsState = {
    value,
    select: (next) => {
      if (next !== value) onValueChange({ value: next });
    },
    idOf: (part, tabValue) => `${id}${part}-${tabValue}`,
    renderSelectedOnly,
  };
  return (
    <TabsContext.Provider value={tabs}>
      <StyledRoot {...HORIZONTAL} {...rest} />
    </TabsContext.Provider>
  );
}

/** The keys that move the selection along the list, as in the WAI-ARIA tabs pattern (selection follows focus). */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function List(props: HTMLChakraProps<'div'>) {
  const tabs = useTabs();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented) return;
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const index = triggers.findIndex((trigger) => trigger === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    const next = triggers[move(index, triggers.length)]!;
    next.focus();
    tabs.select(next.dataset.value!);
  };
  return <StyledList role="tablist" aria-orientation="horizontal" {...HORIZONTAL} onKeyDown={onKeyDown} {...props} />;
}

function Trigger({ value, ...rest }: HTMLChakraProps<'button'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <StyledTrigger
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={selected ? tabs.idOf('panel', value) : undefined}
      data-selected={selected ? '' : undefined}
      data-value={value}
      // One stop in the page's Tab order, on the selected tab; the arrows move between tabs.
      tabIndex={selected ? 0 : -1}
      onClick={() => tabs.select(value)}
      {...HORIZONTAL}
      {...rest}
    />
  );
}

/** What Tab can stop on inside a panel. */
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * A panel with nothing Tab stops on is a Tab stop itself, so that a keyboard reaches its text; one with a form or links
 * is not, and Tab goes from the tab straight to its first control (the WAI-ARIA tabs pattern, as Chakra's Tabs does
 * it: checked on the page as the panel is shown).
 */
function useTabStopUnlessFocusable(panel: RefObject<HTMLDivElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !shown) return;
    if (element.querySelector(FOCUSABLE)) element.removeAttribute('tabindex');
    else element.setAttribute('tabindex', '0');
  }, [panel, shown]);
}

function Content({ value, ...rest }: HTMLChakraProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const panel = useRef<HTMLDivElement>(null);
  useTabStopUnlessFocusable(panel, selected);
  if (!selected && tabs.renderSelectedOnly) return null;
  return (
    <StyledContent
      ref={panel}
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      hidden={!selected}
      {...HORIZONTAL}
      {...rest}
    />
  );
}

export const Tabs = { Root, List, Trigger, Content };
