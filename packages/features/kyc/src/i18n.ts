import { kycEnglish } from '@lobby/i18n/lazy/kyc';
import { useLazyTranslation } from '@lobby/i18n/react';

/** The KYC screen's translations; their English travels in this chunk. */
export function useKycTranslation() {
  return useLazyTranslation('kyc', kycEnglish);
}
