/**
 * `@lobby/feature-kyc`: the member's identity verification (KYC_PAGE, `/kyc`): the documents
 * asked for and where each stands (not sent, pending review, approved, or rejected with the
 * operator's reason), uploads from a file or the phone's camera checked against the contract's
 * types and size before sending, and a preview of the member's own files. Loaded lazily by the
 * site (`import('@lobby/feature-kyc')`).
 */

/** The KYC screen (KYC_PAGE, `/kyc`, login required). */
export { KycScreen } from './kyc/kyc-screen.tsx';
export type { KycScreenProps } from './kyc/kyc-screen.tsx';
/** The props the site hands the screen. */
export type { KycScreenBaseProps } from './types.ts';
