import { Box, IconButton, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { CloseIcon } from '../icons';
import { TOAST_BAND_BOTTOM_FROM, TOAST_BAND_VAR } from './toastBand';
import { selectToasts, toastDismissed, type Toast } from './toastsSlice';

/** SPEC section 9: F8 moves focus to the toasts; a swipe right of 50 px dismisses one. */
export const TOAST_HOTKEY = 'F8';
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Renders the toasts held in the store, in a labelled region that screen readers announce. */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const viewportRef = useRef<HTMLDivElement>(null);
  const shown = toasts.filter((toast) => toast.open);
  usePublishBand(viewportRef, shown.length > 0);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === TOAST_HOTKEY) viewportRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  // A modal dialog hides the rest of the page from assistive technology; a live region at the top of the
  // body is left out of that (data-live-announcer), so toasts are announced while a dialog stays open.
  return (
    <Portal>
      <Box as="section" aria-label={`Notifications (${TOAST_HOTKEY})`} role="region" data-live-announcer="">
        <Box
          as="ol"
          ref={viewportRef}
          tabIndex={-1}
          position="fixed"
          zIndex="toast"
          top={{ base: 0, [TOAST_BAND_BOTTOM_FROM]: 'auto' }}
          bottom={{ [TOAST_BAND_BOTTOM_FROM]: 0 }}
          right={0}
          width="full"
          maxW={{ md: '420px' }}
          p={4}
          outline="none"
          pointerEvents="none"
        >
          {shown.map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
        </Box>
      </Box>
    </Portal>
  );
}

/** Publishes the height of the band the toasts take while any shows, for dialogs to keep clear of (toastBand.ts). */
function usePublishBand(viewportRef: RefObject<HTMLElement | null>, showing: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const viewport = viewportRef.current;
    if (!showing || !viewport) return;
    const publish = () => root.style.setProperty(TOAST_BAND_VAR, `${viewport.offsetHeight}px`);
    publish();
    // Text rewraps when the window turns or resizes; the band follows.
    const observer = new ResizeObserver(publish);
    observer.observe(viewport);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_BAND_VAR);
    };
  }, [viewportRef, showing]);
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const dismiss = () => dispatch(toastDismissed(toast.id));

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dispatch(toastDismissed(toast.id)), toast.duration);
    return () => clearTimeout(timer);
  }, [dispatch, paused, toast.duration, toast.id]);

  const onPointerDown = (event: PointerEvent) => {
    // A press on the close button is a click, not a swipe: capturing the pointer would steal the click.
    if ((event.target as HTMLElement).closest('button')) return;
    swipeStart.current = event.clientX;
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = () => {
    if (swipeStart.current === null) return;
    swipeStart.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    // The viewport is a list, so each toast is an item of it; the live region is the toast inside.
    <Box as="li" listStyleType="none">
      <Box
        role={destructive ? 'alert' : 'status'}
        aria-live={destructive ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-testid="toast"
        pointerEvents="auto"
        display="flex"
        alignItems="flex-start"
        gap={3}
        p={4}
        pr={2}
        borderWidth="1px"
        borderRadius="md"
        boxShadow="lg"
        // red.700 keeps white text (and the 90% description) above 4.5:1; red.600 falls below it.
        bg={destructive ? 'red.700' : 'bg.panel'}
        color={destructive ? 'white' : 'fg'}
        borderColor={destructive ? 'red.800' : 'border'}
        style={{ transform: `translateX(${offset}px)`, touchAction: 'pan-y' }}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        <Stack gap={1} flex="1">
          <Text fontWeight="semibold" textStyle="sm">
            {toast.title}
          </Text>
          {toast.description && (
            <Text textStyle="sm" opacity={0.9}>
              {toast.description}
            </Text>
          )}
        </Stack>
        {/* Chakra's CloseButton is this with its own icon set, which the first visit would download for one cross. */}
        <IconButton
          variant="ghost"
          size="sm"
          aria-label="Close notification"
          color="inherit"
          // The one dark surface of the app: a ring in the palette's dark shade would vanish on the red.
          focusRingColor={destructive ? 'white' : undefined}
          _hover={destructive ? { bg: 'red.800' } : undefined}
          onClick={dismiss}
        >
          <CloseIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
