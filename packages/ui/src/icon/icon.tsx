import type { ReactElement } from 'react';

export type IconName =
  | 'messenger'
  | 'zalo'
  | 'phone'
  | 'whatsapp'
  | 'heart'
  | 'heart-filled'
  | 'star'
  | 'minus'
  | 'plus'
  | 'close'
  | 'check'
  | 'retry'
  | 'upload'
  | 'file-pdf'
  | 'file'
  | 'calendar'
  | 'clock'
  | 'location'
  | 'search'
  | 'tag'
  | 'alert'
  | 'chevron-down'
  | 'chevron-right';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const PATHS: Record<IconName, ReactElement> = {
  messenger: (
    <>
      <path
        {...stroke}
        d="M12 3C7 3 3 6.7 3 11.3c0 2.6 1.3 4.9 3.3 6.4V21l3-1.7c.9.3 1.8.4 2.7.4 5 0 9-3.7 9-8.3S17 3 12 3z"
      />
      <path {...stroke} d="m7.5 13.5 3-3.2 2.2 2.2 3.8-2.2-3 3.2-2.2-2.2z" />
    </>
  ),
  zalo: (
    <>
      <rect {...stroke} x="3" y="4" width="18" height="15" rx="5" />
      <path {...stroke} d="M8 9h4l-4 5h4M15 9v5" />
    </>
  ),
  phone: (
    <path
      {...stroke}
      d="M5 4h3.5l1.5 4-2 1.3a11 11 0 0 0 6.7 6.7l1.3-2 4 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z"
    />
  ),
  whatsapp: (
    <>
      <path {...stroke} d="M4 20l1.3-3.9A8.5 8.5 0 1 1 8 19z" />
      <path
        {...stroke}
        d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.6-2-1-1 .8a5 5 0 0 1-2.7-2.7l.8-1-1-2z"
      />
    </>
  ),
  heart: (
    <path
      {...stroke}
      d="M12 20s-7-4.4-8.6-8.7C2.3 8.2 4.3 5 7.4 5c1.9 0 3.4 1 4.6 2.6C13.2 6 14.7 5 16.6 5c3.1 0 5.1 3.2 4 6.3C19 15.6 12 20 12 20z"
    />
  ),
  'heart-filled': (
    <path
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      d="M12 20s-7-4.4-8.6-8.7C2.3 8.2 4.3 5 7.4 5c1.9 0 3.4 1 4.6 2.6C13.2 6 14.7 5 16.6 5c3.1 0 5.1 3.2 4 6.3C19 15.6 12 20 12 20z"
    />
  ),
  star: (
    <path
      fill="currentColor"
      strokeLinejoin="round"
      strokeWidth={1.5}
      stroke="currentColor"
      d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z"
    />
  ),
  minus: <path {...stroke} d="M5 12h14" />,
  plus: <path {...stroke} d="M12 5v14M5 12h14" />,
  close: <path {...stroke} d="M6 6l12 12M18 6 6 18" />,
  check: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
  retry: (
    <>
      <path {...stroke} d="M20 12a8 8 0 1 1-2.3-5.7" />
      <path {...stroke} d="M20 4v5h-5" />
    </>
  ),
  upload: (
    <>
      <path {...stroke} d="M12 16V4M7 9l5-5 5 5" />
      <path {...stroke} d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </>
  ),
  'file-pdf': (
    <>
      <path {...stroke} d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path {...stroke} d="M14 3v5h5" />
      <path
        {...stroke}
        strokeWidth={1.6}
        d="M8 17v-4h1.3a1.2 1.2 0 0 1 0 2.4H8M12 13v4h.8a2 2 0 0 0 0-4zM16.5 13H15v4M15 15h1.3"
      />
    </>
  ),
  file: (
    <>
      <path {...stroke} d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path {...stroke} d="M14 3v5h5" />
    </>
  ),
  calendar: (
    <>
      <rect {...stroke} x="4" y="5" width="16" height="15" rx="2" />
      <path {...stroke} d="M4 10h16M9 3v4M15 3v4" />
    </>
  ),
  clock: (
    <>
      <circle {...stroke} cx="12" cy="12" r="8.5" />
      <path {...stroke} d="M12 7.5V12l3 2" />
    </>
  ),
  location: (
    <>
      <path {...stroke} d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11z" />
      <circle {...stroke} cx="12" cy="10" r="2.3" />
    </>
  ),
  search: (
    <>
      <circle {...stroke} cx="11" cy="11" r="6.5" />
      <path {...stroke} d="m16 16 4 4" />
    </>
  ),
  tag: (
    <>
      <path {...stroke} d="M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
    </>
  ),
  alert: (
    <>
      <path {...stroke} d="M12 3.5 2.5 20h19z" />
      <path {...stroke} d="M12 10v4.5M12 17.5v.01" />
    </>
  ),
  'chevron-down': <path {...stroke} d="m6 9 6 6 6-6" />,
  'chevron-right': <path {...stroke} d="m9 6 6 6-6 6" />,
};

export interface IconProps {
  name: IconName;
  /** Square size in px. */
  size?: number;
}

/** A decorative icon: always hidden from assistive technology, so name the control that holds it. */
export function Icon({ name, size = 24 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {PATHS[name]}
    </svg>
  );
}
