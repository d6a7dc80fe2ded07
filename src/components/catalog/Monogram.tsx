import { Box, type BoxProps } from '@chakra-ui/react';
import { useState } from 'react';

/** Palettes a monogram may take, all with dark-on-light text above 7:1. */
const MONOGRAM_PALETTES = ['brand', 'purple', 'green', 'orange', 'red', 'gray'] as const;

export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('') || '?';
}

/** The same name always gets the same colour, so a person or a company is recognisable from page to page. */
export function paletteOf(name: string) {
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return MONOGRAM_PALETTES[hash % MONOGRAM_PALETTES.length]!;
}

interface MonogramProps extends Omit<BoxProps, 'children'> {
  name: string;
  /** An image (a URL or a data: URI from the seed); the initials stand in when there is none. */
  src?: string | null;
  shape?: 'circle' | 'square';
  size?: BoxProps['boxSize'];
}

/** A referrer's photo or a company's logo, else their initials on a colour of their own. */
export function Monogram({ name, src, shape = 'circle', size = '12', ...props }: MonogramProps) {
  const palette = paletteOf(name);
  const radius = shape === 'circle' ? 'full' : 'l2';
  // An image that does not load (moved, or malformed) gives way to the initials rather than a broken-image icon.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src) {
    return (
      <Box asChild boxSize={size} borderRadius={radius} objectFit="cover" flexShrink={0} bg="bg.muted" {...props}>
        <img src={src} alt="" width={48} height={48} loading="lazy" decoding="async" onError={() => setFailed(src)} />
      </Box>
    );
  }
  return (
    <Box
      aria-hidden="true"
      boxSize={size}
      borderRadius={radius}
      flexShrink={0}
      display="grid"
      placeItems="center"
      fontWeight="semibold"
      letterSpacing="wide"
      bg={`${palette}.100`}
      color={`${palette}.800`}
      {...props}
    >
      {initialsOf(name)}
    </Box>
  );
}
