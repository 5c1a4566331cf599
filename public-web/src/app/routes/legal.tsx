import { ImprintPage } from '@/features/legal/components/imprint-page';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { usePageHead } from '@/lib/head';

export function Imprint() {
  usePageHead('imprint');
  return <ImprintPage />;
}

export function Privacy() {
  usePageHead('privacy');
  return <LegalDocument doc="privacy" />;
}

export function Terms() {
  usePageHead('terms');
  return <LegalDocument doc="terms" />;
}
