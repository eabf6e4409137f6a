/**
 * Step-up (beyond the spec): when any call answers 403 `STEP_UP_REQUIRED`, the SDK asks the
 * site's step-up port (`createBaseQuery`'s `stepUp`); this host answers it with a dialog asking
 * for an authenticator code, a recovery code or a passkey (`step-up-dialog.tsx`, its own chunk,
 * loaded the first time it is asked), proves it,
 * and lets the SDK send the same request once more. Every feature gets it without a line.
 */
import { useCallback, useEffect, useState } from 'react';
import type { StepUpPort } from '@lobby/api-client';
import { OnFirstOpen, lazyPart } from './lazy-part.tsx';
import type { StepUpDialogProps } from './step-up-dialog.tsx';

/** The registration point of the step-up question, filled by {@link StepUpHost}. */
export interface StepUpHostPort {
  current: StepUpPort | undefined;
}

const stepUpPrompt = lazyPart<Omit<StepUpDialogProps, 'factors'>>(
  async () => (await import('./step-up-dialog.tsx')).StepUpPrompt,
);

/** Props of {@link StepUpHost}. */
interface StepUpHostProps {
  readonly port: StepUpHostPort;
}

/** Answers the SDK's step-up port with {@link StepUpDialog}, one request at a time. */
export function StepUpHost({ port }: StepUpHostProps) {
  const [pending, setPending] = useState<((proved: boolean) => void)[]>([]);
  useEffect(() => {
    port.current = () => new Promise<boolean>((resolve) => setPending((p) => [...p, resolve]));
    return () => {
      port.current = undefined;
    };
  }, [port]);
  // One proof answers every call waiting on it (two taps, two calls: one dialog).
  const settle = useCallback((proved: boolean) => {
    setPending((waiting) => {
      for (const resolve of waiting) resolve(proved);
      return [];
    });
  }, []);
  const open = pending.length > 0;
  return (
    <OnFirstOpen open={open}>
      <stepUpPrompt.Part open={open} onProved={() => settle(true)} onCancel={() => settle(false)} />
    </OnFirstOpen>
  );
}
