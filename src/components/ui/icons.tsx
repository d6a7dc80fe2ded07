import { Icon, type IconProps } from '@chakra-ui/react';

/** The few icons the app needs, inline: an icon library would cost more than it saves. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M4 6h16M4 12h16M4 18h16" />
      </svg>
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </Icon>
  );
}

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
export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 15V4M7 9l5-5 5 5M5 15v4a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-4" />
      </svg>
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props} asChild>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </Icon>
  );
}
