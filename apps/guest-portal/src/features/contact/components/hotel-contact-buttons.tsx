import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@portal/ui/confirm-dialog';
import { ContactButtons } from '@portal/ui/contact-buttons';
import { tenant } from '../../../config/tenant.ts';
import { contactChannels, type ContactChannel } from '../../../lib/contact-channels.ts';

export interface HotelContactButtonsProps {
  /** `fixed` floats on every signed-in screen; `static` sits in a page, e.g. "Contact us for cancellation". */
  placement?: 'fixed' | 'static';
  /** Offers the toll-free line as well (in-page use). */
  withTollFree?: boolean;
  /** Names the group; in a page, say what the contact is for. */
  label?: string;
}

/** Opens a channel the way a phone expects: web channels in a new tab, a call in place. */
function openChannel(channel: ContactChannel) {
  if (channel.external) window.open(channel.href, '_blank', 'noopener,noreferrer');
  else window.open(channel.href, '_self');
}

/**
 * The hotel's Messenger, Zalo, phone and WhatsApp shortcuts. Each asks the guest to agree before
 * the channel opens; a channel the hotel has no number for is not shown.
 */
export function HotelContactButtons({
  placement = 'fixed',
  withTollFree = false,
  label,
}: HotelContactButtonsProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ContactChannel | null>(null);
  const channels = contactChannels(tenant.contacts, { withTollFree });

  return (
    <>
      <ContactButtons
        label={label ?? t('contact.group')}
        placement={placement}
        channels={channels.map((channel) => ({
          // The kit draws the toll-free line as another phone.
          kind: channel.name === 'tollFree' ? 'phone' : channel.name,
          label: t(`contact.${channel.name}`),
          href: channel.href,
        }))}
        onSelect={(selected) =>
          setChosen(channels.find((channel) => channel.href === selected.href) ?? null)
        }
      />
      <ConfirmDialog
        open={chosen !== null}
        title={
          chosen
            ? t(`contact.confirm.${chosen.name}`, {
                hotel: tenant.displayName,
                address: chosen.address,
              })
            : ''
        }
        message={<p>{t('contact.confirmHint')}</p>}
        agreeLabel={t('contact.agree')}
        disagreeLabel={t('contact.disagree')}
        onAgree={() => {
          if (chosen) openChannel(chosen);
          setChosen(null);
        }}
        onDisagree={() => setChosen(null)}
      />
    </>
  );
}
