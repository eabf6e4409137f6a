/** The spec §8 image fallback: a failed picture shows the site logo, then the wordmark. */
import { ThemeProvider } from '@lobby/ui';
import { theme as diamond } from '@lobby/tokens/themes/diamond';
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Artwork, uploadedImage } from './artwork.tsx';

const generated = () => 'data:image/svg+xml,<svg/>';

function renderArt(src: string, logoSrc?: string) {
  return render(
    <ThemeProvider theme={diamond}>
      <Artwork src={src} generated={generated} logoSrc={logoSrc} brandName="NexBet" />
    </ThemeProvider>,
  );
}

describe('Artwork', () => {
  it('draws placeholders, shows uploads, and falls back to the logo, then the wordmark', () => {
    expect(uploadedImage('/media/game/1.svg')).toBeUndefined();
    expect(uploadedImage('')).toBeUndefined();
    expect(uploadedImage('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');

    const placeholder = renderArt('/media/game/1.svg', '/logo.svg');
    expect(placeholder.container.querySelector('img')?.getAttribute('src')).toBe(generated());
    placeholder.unmount();

    const { container } = renderArt('https://cdn.test/broken.png', '/logo.svg');
    const img = () => container.querySelector('img');
    expect(img()?.getAttribute('src')).toBe('https://cdn.test/broken.png');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()?.getAttribute('src')).toBe('/logo.svg');
    fireEvent.error(img() as HTMLImageElement);
    expect(img()).toBeNull();
    expect(container).toHaveTextContent('NexBet');
  });

  it('goes straight to the wordmark without a logo', () => {
    const { container } = renderArt('https://cdn.test/broken.png');
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('[data-fallback="wordmark"]')).toHaveTextContent('NexBet');
  });
});
