/**
 * The `required` policy's lead to enrolment: a member who must enrol is taken to the two-step
 * verification screen once, and may leave it; one who need not stays where they are.
 */
import { StoryProviders, createHarness } from '@lobby/test-kit';
import { REDUCER_PATH } from '@lobby/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MustEnrolRedirect } from './must-enrol-redirect.tsx';

const status = (mustEnrol: boolean) => ({
  '/member/two_factor': {
    enabled: false,
    recovery_codes_left: 0,
    must_enrol: mustEnrol,
    available: true,
  },
});

function mount(mustEnrol: boolean) {
  const harness = createHarness(status(mustEnrol));
  harness.session.signIn('tok-story', 1_000, { username: 'member01' } as never);
  render(
    <StoryProviders harness={harness} at="/tabs/home">
      <>
        <MustEnrolRedirect />
        <Routes>
          <Route path="/setting/two_factor" element={<Link to="/tabs/home">enrol here</Link>} />
          <Route path="*" element={<p>home</p>} />
        </Routes>
      </>
    </StoryProviders>,
  );
  return harness;
}

/** Whether the status answer has landed in the store. */
function statusAnswered(harness: ReturnType<typeof createHarness>): boolean {
  return Object.values(harness.store.getState()[REDUCER_PATH].queries).some(
    (q) => q?.endpointName === 'totpStatus' && q.status === 'fulfilled',
  );
}

describe('MustEnrolRedirect', () => {
  it('leads a member who must enrol to the screen once, and lets them leave', async () => {
    const user = userEvent.setup();
    mount(true);
    await user.click(await screen.findByRole('link', { name: 'enrol here' }));
    expect(await screen.findByText('home')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'enrol here' })).toBeNull();
  });

  it('leaves a member who need not enrol where they are', async () => {
    const harness = mount(false);
    expect(await screen.findByText('home')).toBeVisible();
    // Once the status answer has landed: still home.
    await waitFor(() => expect(statusAnswered(harness)).toBe(true));
    expect(screen.queryByRole('link', { name: 'enrol here' })).toBeNull();
  });
});
