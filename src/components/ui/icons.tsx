import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// The few icons the app needs, inline: an icon library would cost more than it saves.

/** A line-drawn icon on a 24-unit grid, in the text's colour; `children` are its paths, `weight` their width. */
export function StrokeIcon({ children, weight = 2, ...props }: IconProps & { children: ReactNode; weight?: number }) {
  return (
    <Icon {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={weight}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {children}
      </svg>
    </Icon>
  );
}

export const MenuIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);

export const CloseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);

export function LogoMark(props: IconProps) {
  return (
    <Icon {...props} asChild>
      <svg viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#2554eb" />
        {/* A bridge: its arch, deck and two piers. */}
        <path d="M6 13h20" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
        <path d="M8 24v-6a8 8 0 0 1 16 0v6" stroke="#fff" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      </svg>
    </Icon>
  );
}

/** An arrow out of a tray: the resume picker's button. */
export const UploadIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 15V4M7 9l5-5 5 5M5 15v4a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-4" />
  </StrokeIcon>
);

export const CheckIcon = (props: IconProps) => (
  <StrokeIcon weight={2.5} {...props}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </StrokeIcon>
);
