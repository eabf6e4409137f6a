/**
 * Sending one kind of document: the file is checked first (nothing leaves the device when it
 * would be refused), then uploaded once however often it is chosen. The SDK's upload is a
 * plain `fetch`, which reports no progress, so the phase only says "sending" until it answers.
 * A failure keeps what the member chose: a refused file names itself and why, and a failed
 * send keeps the file so "Try again" sends it without choosing it again.
 */
import { errorMessage, lobbyErrorOf } from '@lobby/api-client';
import { useUploadMutation } from '@lobby/api-client/kyc';
import { ErrorCode } from '@lobby/contract/errors';
import type { KycDocumentKind } from '@lobby/domain';
import { useSingleFlight } from '@lobby/ui';
import { useCallback, useState } from 'react';
import { checkKycFile } from './check-file.ts';
import type { FileRefusal } from './check-file.ts';

/** A file the member chose (a browser `File`; the name may be missing on a bare `Blob`). */
export type ChosenFile = Blob & { readonly name?: string };

/** Why a file cannot be sent: refused on the device, or its content refused by the server. */
export type RefusalReason = FileRefusal | 'content';

/** Where one document's upload stands. */
export type UploadPhase =
  | { readonly phase: 'idle' }
  | { readonly phase: 'sending'; readonly fileName: string }
  | { readonly phase: 'sent'; readonly fileName: string }
  | {
      readonly phase: 'refused';
      readonly reason: RefusalReason;
      readonly fileName: string;
      readonly size: number;
    }
  | {
      readonly phase: 'failed';
      readonly fileName: string;
      readonly message: string;
      readonly file: ChosenFile;
    };

/** The upload of one kind: its phase, `choose` for a new file and `retry` for a failed one. */
export function useDocumentUpload(kind: KycDocumentKind, failedText: string) {
  const [upload] = useUploadMutation();
  const once = useSingleFlight();
  const [phase, setPhase] = useState<UploadPhase>({ phase: 'idle' });

  const send = useCallback(
    (file: ChosenFile) =>
      once.run(async () => {
        const fileName = file.name ?? '';
        const refusal = checkKycFile(file);
        if (refusal) {
          setPhase({ phase: 'refused', reason: refusal, fileName, size: file.size });
          return;
        }
        setPhase({ phase: 'sending', fileName });
        try {
          await upload({ kind, file, $options: { handleErrors: true } }).unwrap();
          setPhase({ phase: 'sent', fileName });
        } catch (error) {
          const code = lobbyErrorOf(error)?.code;
          // The server read the bytes and refused them: this file will never do, so the
          // member is asked for another rather than offered a retry.
          if (code === ErrorCode.UNSUPPORTED_MEDIA_TYPE || code === ErrorCode.PAYLOAD_TOO_LARGE) {
            setPhase({
              phase: 'refused',
              reason: code === ErrorCode.PAYLOAD_TOO_LARGE ? 'size' : 'content',
              fileName,
              size: file.size,
            });
            return;
          }
          setPhase({ phase: 'failed', fileName, message: errorMessage(error, failedText), file });
        }
      }),
    [once, upload, kind, failedText],
  );

  const retry = useCallback(() => {
    if (phase.phase === 'failed') void send(phase.file);
  }, [phase, send]);

  return { phase, choose: send, retry, busy: once.busy };
}
