/**
 * The worker thread of the password strength check (`password-strength.ts`): loads the zxcvbn
 * dictionaries at its first message and answers each `{ id, password, owner }` with the rule's
 * result, one at a time, off the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { loadPasswordStrength } from '@lobby/domain/password-strength';
import type { PasswordOwner } from '@lobby/domain/password-strength';

/** A check asked of the worker. */
export interface StrengthRequest {
  id: number;
  password: string;
  owner: PasswordOwner;
}

parentPort?.on('message', (request: StrengthRequest) => {
  loadPasswordStrength().then(
    (checker) =>
      parentPort?.postMessage({
        id: request.id,
        result: checker.check(request.password, request.owner).result,
      }),
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: String(error) }),
  );
});
