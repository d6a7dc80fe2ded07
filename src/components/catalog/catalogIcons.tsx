import { Icon, type IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '../ui/icons';

/** The catalogue's icons, apart from the shell's (components/ui/icons.tsx), so no first screen pays for them. */
export function StarIcon({ filled, ...props }: IconProps & { filled: boolean }) {
  return (
    <Icon {...props} asChild>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path
          d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        />
      </svg>
    </Icon>
  );
}

export const MailIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </StrokeIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </StrokeIcon>
);

export const BriefcaseIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </StrokeIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </StrokeIcon>
);

/** Three linked dots: share. */
export const ShareIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </StrokeIcon>
);
