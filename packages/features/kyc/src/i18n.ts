import { kycEnglish } from '@lobby/i18n/lazy/kyc';
import { ensureNamespace } from '@lobby/i18n/runtime';
import { useTranslation } from 'react-i18next';

/** The KYC screen's translations; their English travels in this chunk. */
export function useKycTranslation() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n, 'kyc', kycEnglish);
  return useTranslation('kyc');
}
