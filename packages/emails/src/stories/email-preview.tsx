import { useState } from 'react';
import tenants from 'virtual:story-tenants';
import { sampleGuestMessage } from '../guest-message-samples.ts';
import {
  renderGuestMessage,
  type GuestMessageKind,
  type MessageHotel,
  type RenderedGuestMessage,
} from '../render-guest-message.ts';

/** The hotel chosen in the toolbar, as the API hands it to the e-mails (its contacts included). */
export function storyHotel(tenantId: unknown): MessageHotel {
  const tenant = tenants.find((candidate) => candidate.id === tenantId) ?? tenants[0];
  if (!tenant) throw new Error('No hotel under tenants/: add tenants/<id>/tenant.json');
  const { phone, messengerPage, zalo, whatsapp } = tenant.contacts;
  return {
    name: tenant.displayName,
    themeColor: tenant.themeColor,
    contacts: {
      ...(phone ? { phone } : {}),
      ...(messengerPage ? { messenger: messengerPage } : {}),
      ...(zalo ? { zalo } : {}),
      ...(whatsapp ? { whatsapp } : {}),
    },
  };
}

/** A message of one kind for the toolbar's hotel and language, rendered as the API sends it. */
export function renderStoryMessage(
  kind: GuestMessageKind,
  globals: { tenant?: unknown; locale?: unknown },
): Promise<RenderedGuestMessage> {
  const language = globals.locale === 'vi' ? 'vi' : 'en';
  return renderGuestMessage(sampleGuestMessage(kind, language, storyHotel(globals.tenant)));
}

const SUBJECT_LABEL = { en: 'Subject', vi: 'Tiêu đề' };
const TEXT_LABEL = { en: 'Plain-text version', vi: 'Bản văn bản thuần' };

/** What a designer reviews: the subject, the HTML as a mail client shows it, the plain text. */
export function EmailPreview({
  message,
  language,
}: {
  message: RenderedGuestMessage;
  language: 'en' | 'vi';
}) {
  const [height, setHeight] = useState(900);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 680 }}>
      <p style={{ margin: 0 }}>
        <strong>{SUBJECT_LABEL[language]}:</strong> {message.subject}
      </p>
      <iframe
        title={message.subject}
        srcDoc={message.html}
        style={{ width: '100%', height, border: '1px solid #C4C9CF', borderRadius: 12 }}
        onLoad={(event) => {
          const body = event.currentTarget.contentDocument?.body;
          if (body) setHeight(body.scrollHeight + 32);
        }}
      />
      <details>
        <summary style={{ cursor: 'pointer', minHeight: 24 }}>{TEXT_LABEL[language]}</summary>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>{message.text}</pre>
      </details>
    </div>
  );
}
