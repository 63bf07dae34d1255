import { CardFigure } from './card-parts.ts';

export interface CardImageSource {
  src: string;
  /** Empty when the picture only decorates the title next to it. */
  alt: string;
  /** Intrinsic size: reserves the space before the image loads so the page does not jump. */
  width: number;
  height: number;
  /** The screen's first visible picture: fetched at once, ahead of the rest, not lazily. */
  priority?: boolean;
}

/** The picture at the top of a card: sized up front, loaded lazily unless it is the first one. */
export function CardImage({ image }: { image: CardImageSource }) {
  return (
    <CardFigure style={{ ['--card-image-ratio' as string]: `${image.width} / ${image.height}` }}>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={image.priority ? 'eager' : 'lazy'}
        fetchPriority={image.priority ? 'high' : undefined}
        decoding="async"
      />
    </CardFigure>
  );
}
