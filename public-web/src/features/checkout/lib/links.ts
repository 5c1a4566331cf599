import { pathTo } from '@/config/paths';
import { currentLanguage } from '@/lib/i18n';
import { stayChoiceQuery, type StayChoice } from '@/lib/stay-search';

/** The pitch map for this choice, the pitch left out so the guest picks again. */
export const mapLink = (choice: StayChoice) =>
  `${pathTo('pitchSelection', currentLanguage())}?${stayChoiceQuery({ ...choice, pitch: undefined })}`;

/** The booking form on the landing page. */
export const formLink = () => `${pathTo('landing', currentLanguage())}#booking-form`;
