import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_PICTURES,
  PictureBudgetProvider,
  firstScreenPictures,
  useNearViewport,
} from './use-near-viewport.ts';

/** A picture that says whether it is drawn. */
function Picture({ n }: { n: number }) {
  const [ref, near] = useNearViewport<HTMLSpanElement>();
  return <span ref={ref}>{`${n}:${near ? 'drawn' : 'waiting'}`}</span>;
}

const pictures = (count: number) =>
  Array.from({ length: count }, (_, n) => <Picture key={n} n={n} />);

describe('useNearViewport', () => {
  it('draws at once where nothing can tell where an element is (jsdom has no observer)', () => {
    render(<>{pictures(3)}</>);
    expect(screen.getAllByText(/:drawn$/)).toHaveLength(3);
  });

  it('with a budget, draws the first ones the render mounts and keeps the rest waiting', () => {
    const budget = firstScreenPictures();
    render(
      <PictureBudgetProvider value={budget}>
        {pictures(FIRST_SCREEN_PICTURES + 3)}
      </PictureBudgetProvider>,
    );
    expect(screen.getAllByText(/:drawn$/).map((e) => e.textContent)).toEqual(
      Array.from({ length: FIRST_SCREEN_PICTURES }, (_, n) => `${n}:drawn`),
    );
    expect(screen.getAllByText(/:waiting$/)).toHaveLength(3);
    expect(budget.left).toBe(0);
  });
});
