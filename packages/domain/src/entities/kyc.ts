import { Type, type Static } from 'typebox';
import { enumLabels, enumSchema } from '../enums/define-enum.ts';
import { UnixSeconds } from './common.ts';

/** The KYC document kinds a member can upload (spec §3). */
export const KycDocumentKind = {
  IdFront: 'id_front',
  IdBack: 'id_back',
  DriverLicence: 'driver_licence',
  AddressDocument: 'address_document',
  Other: 'other',
} as const;
/** A KYC document kind. */
export type KycDocumentKind = (typeof KycDocumentKind)[keyof typeof KycDocumentKind];
/** i18n label keys of {@link KycDocumentKind}. */
export const kycDocumentKindLabels = enumLabels('kycDocumentKind', KycDocumentKind);

/** One uploaded KYC document: its kind, where it is stored and when it was uploaded. */
export const KycDocument = Type.Object({
  kind: enumSchema(KycDocumentKind),
  url: Type.String(),
  uploaded_at: UnixSeconds,
});
/** One uploaded KYC document. */
export type KycDocument = Static<typeof KycDocument>;
