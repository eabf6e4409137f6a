import { Type, type Static } from 'typebox';
import { enumSchema } from '../enums/enum-schema.ts';
import { KycDocumentKind } from './helpers.ts';
import { UnixSeconds } from './common.ts';

/** One uploaded KYC document: its kind, where it is stored and when it was uploaded. */
export const KycDocument = Type.Object({
  kind: enumSchema(KycDocumentKind),
  url: Type.String(),
  uploaded_at: UnixSeconds,
});
/** One uploaded KYC document. */
export type KycDocument = Static<typeof KycDocument>;
