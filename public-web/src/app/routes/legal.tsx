import { ImprintPage } from '@/features/legal/components/imprint-page';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { hasLegalTexts, LegalNotice } from '@/features/legal/components/legal-notice';
import { usePageHead } from '@/lib/head';
import { currentLanguage } from '@/lib/i18n';

export function Imprint() {
  usePageHead('imprint');
  return hasLegalTexts(currentLanguage()) ? <ImprintPage /> : <LegalNotice page="imprint" />;
}

export function Privacy() {
  usePageHead('privacy');
  return hasLegalTexts(currentLanguage()) ? (
    <LegalDocument doc="privacy" />
  ) : (
    <LegalNotice page="privacy" />
  );
}

export function Terms() {
  usePageHead('terms');
  return hasLegalTexts(currentLanguage()) ? (
    <LegalDocument doc="terms" />
  ) : (
    <LegalNotice page="terms" />
  );
}
