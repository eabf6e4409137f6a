/**
 * The screen's model of the documents: what the member is asked for, grouped as the review
 * reads them (an identity document, a proof of address, anything else), and each kind's state
 * from the newest document of that kind (the API lists newest first).
 */
import { KycStatus } from '@lobby/contract/kyc';
import type { KycDocumentItem } from '@lobby/contract/kyc';
import { KycDocumentKind } from '@lobby/domain';

/** The state of one kind of document. */
export type DocumentState = 'missing' | 'pending' | 'approved' | 'rejected';

/** One kind of document and where it stands. */
export interface DocumentSlot {
  readonly kind: KycDocumentKind;
  readonly state: DocumentState;
  /** The newest document sent for this kind. */
  readonly latest?: KycDocumentItem;
}

/** A group of kinds: what satisfies it is explained in its hint. */
export interface DocumentGroup {
  readonly id: 'identity' | 'address' | 'other';
  readonly kinds: readonly KycDocumentKind[];
  /** Counts towards verification (the `other` group does not). */
  readonly required: boolean;
}

/**
 * The groups, in the order the member works through them. Identity is an ID card (both sides)
 * or a driver licence, as the API's `verified` rule reads it.
 */
export const DOCUMENT_GROUPS: readonly DocumentGroup[] = [
  {
    id: 'identity',
    kinds: [KycDocumentKind.IdFront, KycDocumentKind.IdBack, KycDocumentKind.DriverLicence],
    required: true,
  },
  { id: 'address', kinds: [KycDocumentKind.AddressDocument], required: true },
  { id: 'other', kinds: [KycDocumentKind.Other], required: false },
];

const STATE_OF: Readonly<Record<number, DocumentState>> = {
  [KycStatus.Pending]: 'pending',
  [KycStatus.Approved]: 'approved',
  [KycStatus.Rejected]: 'rejected',
};

/** Each kind's slot from the member's documents (newest first, as the API answers). */
export function slotsOf(
  list: readonly KycDocumentItem[],
): Readonly<Record<KycDocumentKind, DocumentSlot>> {
  const slots = {} as Record<KycDocumentKind, DocumentSlot>;
  for (const kind of Object.values(KycDocumentKind)) {
    const latest = list.find((document) => document.kind === kind);
    slots[kind] = latest
      ? { kind, latest, state: STATE_OF[latest.status] ?? 'pending' }
      : { kind, state: 'missing' };
  }
  return slots;
}

/** Where the whole set stands, for the summary at the top. */
export type Overall = 'verified' | 'attention' | 'review' | 'start' | 'incomplete';

/**
 * The summary's state: verified; a document was rejected; everything needed is sent and waits
 * for review; nothing sent yet; or something still to send.
 */
export function overallOf(
  verified: boolean,
  slots: Readonly<Record<KycDocumentKind, DocumentSlot>>,
): Overall {
  if (verified) return 'verified';
  const all = Object.values(slots);
  if (all.some((slot) => slot.state === 'rejected')) return 'attention';
  if (all.every((slot) => slot.state === 'missing')) return 'start';
  const sent = (kind: KycDocumentKind) =>
    slots[kind].state === 'pending' || slots[kind].state === 'approved';
  const identity =
    (sent(KycDocumentKind.IdFront) && sent(KycDocumentKind.IdBack)) ||
    sent(KycDocumentKind.DriverLicence);
  return identity && sent(KycDocumentKind.AddressDocument) ? 'review' : 'incomplete';
}
