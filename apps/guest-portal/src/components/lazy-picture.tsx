import styled from 'styled-components';
import type { ImageRef } from '@portal/api-client/contract/common';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.skeleton};
`;

/**
 * A picture of a program, dish or tip: its size reserved before it loads, loaded only when near
 * the screen; a screen's first visible picture (`priority`) is fetched at once, ahead of the rest.
 */
export function LazyPicture({ image, priority = false }: { image: ImageRef; priority?: boolean }) {
  return (
    <Picture
      src={image.url}
      alt=""
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
}
