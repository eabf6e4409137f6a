/** The error an operator can act on, apart from the commands so every ops module can throw it. */

/** An operator error: bad arguments or a missing target. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}
