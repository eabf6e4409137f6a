/** Play-function helpers every feature's stories share. */
import { expect, waitFor } from 'storybook/test';

/** Waits until an element being found is visible: toasts and dialogs fade in. */
export async function expectVisible(found: Promise<HTMLElement>): Promise<void> {
  const element = await found;
  await waitFor(() => expect(element).toBeVisible());
}
