import type { ReactNode } from 'react';
import styled from 'styled-components';
import { color, font, radius, space } from '../theme/tokens.ts';

export interface MessageBubblePhoto {
  url: string;
  width: number;
  height: number;
  /** What the photo is, e.g. "Photo from the hotel". */
  alt: string;
}

/** How far a message of one's own has gone: waiting to be sent, sent, seen, or refused. */
export type MessageDelivery = 'waiting' | 'sent' | 'seen' | 'failed';

export interface MessageBubbleProps {
  /** `mine`: written by whoever reads the screen (right, in the brand's colour); `theirs`: the other side. */
  from: 'mine' | 'theirs';
  /** Who wrote it, as the reader knows them: "You", the hotel's name. */
  author: ReactNode;
  /** Shown as text, never as markup; line breaks kept. May be empty when there is a photo. */
  text: string;
  photo?: MessageBubblePhoto;
  /** When it was written, as shown ("10:42"), and as an ISO instant for `<time>`. */
  time: ReactNode;
  dateTime?: string;
  /** For one's own messages: how far it has gone, and that state in words ("Seen"). */
  delivery?: MessageDelivery;
  deliveryLabel?: ReactNode;
  /** Buttons about this message (try again, remove). */
  actions?: ReactNode;
}

// Which side and colours come from data attributes, so the CSS does not depend on props.
const Bubble = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  max-width: min(85%, 420px);
  align-self: flex-start;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.md} ${radius.md} ${radius.md} ${radius.sm};
  background: ${color.surface};
  color: ${color.text};
  border: 1px solid ${color.border};
  &:where([data-from='mine']) {
    align-self: flex-end;
    border-radius: ${radius.md} ${radius.md} ${radius.sm} ${radius.md};
    background: ${color.primarySoft};
    border-color: transparent;
  }
  /* A refused message stands out by its border, on white, where the brand's buttons keep their contrast. */
  &:where([data-delivery='failed']) {
    background: ${color.surface};
    border-color: ${color.danger};
  }
`;

const Author = styled.span`
  font-size: ${font.size.xs};
  font-weight: ${font.weight.bold};
`;

const Text = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Photo = styled.img`
  display: block;
  max-width: 100%;
  height: auto;
  border-radius: ${radius.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${space(2)};
  font-size: ${font.size.xs};
  color: ${color.textMuted};
  /* On the brand's soft tint the status colours fall under 4.5:1: the words carry the state. */
  [data-delivery='seen'],
  [data-delivery='failed'] {
    color: ${color.text};
    font-weight: ${font.weight.bold};
  }
`;

/** One message of a conversation: who wrote it, its text and photo, when, and how far it has gone. */
export function MessageBubble({
  from,
  author,
  text,
  photo,
  time,
  dateTime,
  delivery,
  deliveryLabel,
  actions,
}: MessageBubbleProps) {
  return (
    <Bubble data-from={from} data-delivery={delivery}>
      <Author>{author}</Author>
      {photo && (
        <Photo
          src={photo.url}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading="lazy"
          decoding="async"
        />
      )}
      {text && <Text>{text}</Text>}
      <Footer>
        <time dateTime={dateTime}>{time}</time>
        {delivery && <span data-delivery={delivery}>{deliveryLabel}</span>}
        {actions}
      </Footer>
    </Bubble>
  );
}
