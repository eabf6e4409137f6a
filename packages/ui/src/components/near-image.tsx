/**
 * The picture of a tile, drawn once it comes near the viewport. The tile itself (button, name,
 * badges: a dozen styled components) renders once; only this `<img>` renders again when its
 * generated artwork is due, so a grid of tiles does not restyle every tile a second time.
 */
import { memo, useMemo } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport.ts';

/** Props of {@link NearImage}. */
export interface NearImageProps {
  /** A picture to show at once (an upload); `draw` is not called when it is given. */
  readonly src?: string | undefined;
  /** Builds the generated picture, called once the image is near the viewport. */
  readonly draw: () => string;
  /** The inputs `draw` depends on: it runs again only when one of them changes. */
  readonly drawKey: string;
  /** Whether the image can be dragged; the browser's default when absent. */
  readonly draggable?: boolean;
}

/** A decorative lazy `<img>` (its tile names the item) with artwork drawn near the viewport. */
export const NearImage = memo(
  function NearImage({ src, draw, drawKey, draggable }: NearImageProps) {
    const [ref, near] = useNearViewport<HTMLImageElement>();
    // `draw` is a new function on every render of the tile; `drawKey` names what it draws.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    const art = useMemo(() => src ?? (near ? draw() : undefined), [src, near, drawKey]);
    return (
      <img
        ref={ref}
        src={art}
        alt=""
        loading="lazy"
        decoding="async"
        {...(draggable === undefined ? {} : { draggable })}
      />
    );
  },
  // `draw` is new on every render of the tile and is left out: `drawKey` stands for it.
  (a, b) => a.src === b.src && a.drawKey === b.drawKey && a.draggable === b.draggable,
);
