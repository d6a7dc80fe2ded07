import { Box, Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import type { User } from '../../shared/types';

/** "Jordan Avery" -> "JA": the first letters of the first and last names. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

/**
 * The signed-in user's initials in a circle: the account menu's button. It is drawn here rather than with Chakra's
 * Avatar (a state machine for image loading, which initials do not need), so the shell can show it before the
 * menu's code has loaded. In the phone menu, a full-width row among the links, it shows the person's name beside the
 * initials (`withName`).
 */
export function AccountButton({
  user,
  withName = false,
  ref,
  ...props
}: { user: User; withName?: boolean; ref?: Ref<HTMLButtonElement> } & ButtonProps) {
  const initials = initialsOf(user.name);
  return (
    // The name starts with what the button shows (WCAG 2.5.3), so "click JA" (in the phone menu, "click" and the
    // person's name) works for speech input too.
    <Button
      ref={ref}
      variant="ghost"
      size="sm"
      px={1}
      justifyContent={withName ? 'flex-start' : undefined}
      // With the name shown, the button is named by its text (the initials, hidden, only picture the name).
      aria-label={withName ? undefined : `${initials}, account menu for ${user.name}`}
      {...props}
    >
      <Box
        as="span"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="8"
        borderRadius="full"
        bg="brand.muted"
        color="brand.fg"
        textStyle="xs"
        fontWeight="medium"
        aria-hidden="true"
      >
        {initials}
      </Box>
      {withName && (
        <Box as="span" truncate>
          {user.name} <VisuallyHidden>(account menu)</VisuallyHidden>
        </Box>
      )}
    </Button>
  );
}
