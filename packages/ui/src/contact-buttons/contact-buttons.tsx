import styled from 'styled-components';
import { Icon, type IconName } from '../icon/icon.tsx';
import { layer, motion, shadow, space } from '../theme/tokens.ts';

export type ContactChannelKind = 'messenger' | 'zalo' | 'phone' | 'whatsapp';

export interface ContactChannel {
  kind: ContactChannelKind;
  /** What the button says to a screen reader, e.g. "Call the hotel". */
  label: string;
  /** Where the channel opens (m.me link, tel:, https://zalo.me/…, https://wa.me/…); empty = hidden. */
  href: string;
}

export interface ContactButtonsProps {
  channels: ContactChannel[];
  /** Names the group, e.g. "Contact the hotel". */
  label: string;
  /** Called with the chosen channel: the app confirms, then opens `href`. */
  onSelect: (channel: ContactChannel) => void;
  /** `fixed` floats over the page (default); `static` sits in the flow, e.g. on a contact page. */
  placement?: 'fixed' | 'static';
}

const ICONS: Record<ContactChannelKind, IconName> = {
  messenger: 'messenger',
  zalo: 'zalo',
  phone: 'phone',
  whatsapp: 'whatsapp',
};

// Channel colours carry white icons; all are dark enough for 3:1 against white (non-text contrast).
const COLOURS: Record<ContactChannelKind, string> = {
  messenger: '#0866D6',
  zalo: '#0057C8',
  phone: '#1E7B3A',
  whatsapp: '#117A4D',
};

const Group = styled.nav<{ $placement: 'fixed' | 'static' }>`
  ${({ $placement }) =>
    $placement === 'fixed'
      ? `position: fixed; right: ${space(4)}; bottom: calc(${space(4)} + env(safe-area-inset-bottom, 0px)); z-index: ${layer.floating};`
      : ''}
  ul {
    display: flex;
    flex-direction: ${({ $placement }) => ($placement === 'fixed' ? 'column' : 'row')};
    gap: ${space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ChannelButton = styled.button<{ $kind: ContactChannelKind }>`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  border: 2px solid #ffffff;
  border-radius: 50%;
  background: ${({ $kind }) => COLOURS[$kind]};
  color: #ffffff;
  box-shadow: ${shadow.raised};
  cursor: pointer;
  @media (prefers-reduced-motion: no-preference) {
    transition: transform ${motion.fast} ease;
    &:hover {
      transform: scale(1.06);
    }
  }
  &:hover {
    filter: brightness(1.1);
  }
`;

/** `tel:` or `https://wa.me/` with no number or page after it is as empty as "". */
function hasAddress(href: string): boolean {
  const value = href.trim();
  if (value === '' || /^[a-z][a-z+.-]*:\/*$/i.test(value)) return false;
  return !/^https?:\/\/[^/]+\/?$/i.test(value);
}

/** The floating Messenger, Zalo, phone and WhatsApp shortcuts; channels without an address are left out. */
export function ContactButtons({
  channels,
  label,
  onSelect,
  placement = 'fixed',
}: ContactButtonsProps) {
  const available = channels.filter((channel) => hasAddress(channel.href));
  if (available.length === 0) return null;
  return (
    <Group aria-label={label} $placement={placement}>
      <ul>
        {available.map((channel) => (
          <li key={`${channel.kind}-${channel.href}`}>
            <ChannelButton
              type="button"
              $kind={channel.kind}
              aria-label={channel.label}
              title={channel.label}
              onClick={() => onSelect(channel)}
            >
              <Icon name={ICONS[channel.kind]} />
            </ChannelButton>
          </li>
        ))}
      </ul>
    </Group>
  );
}
