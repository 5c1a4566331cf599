import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useCategories } from '@/lib/categories';
import { completeStayChoice, type StayChoice } from '@/lib/stay-search';
import { extrasQuery, pitchesQuery } from '@/features/checkout/api/checkout-api';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { useCheckoutPrerequisites } from '@/features/checkout/lib/use-checkout';
import { formLink, mapLink } from '@/features/checkout/lib/links';

/**
 * The checkout (`/de/kasse?checkIn&checkOut&category&adults&children&pitch`): the choice comes
 * from the address, so a reload or a shared link keeps it; without a complete one the guest is
 * sent back to where it is made.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const search = params.toString();
  const choice = useMemo(() => completeStayChoice(new URLSearchParams(search)), [search]);

  return (
    <section className="content narrow checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      {choice?.pitch ? (
        <CheckoutLoader choice={choice as StayChoice & { pitch: string }} />
      ) : (
        <NoChoice choice={choice} />
      )}
    </section>
  );
}

function NoChoice({ choice, unknownPitch }: { choice: StayChoice | null; unknownPitch?: boolean }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="card checkout__notice">
      {choice ? (
        <>
          <p>{t(unknownPitch ? 'noChoice.unknownPitch' : 'noChoice.noPitch')}</p>
          <Link className="button" to={mapLink(choice)}>
            {t('noChoice.toMap')}
          </Link>
        </>
      ) : (
        <>
          <h2>{t('noChoice.title')}</h2>
          <p>{t('noChoice.text')}</p>
          <Link className="button" to={formLink()}>
            {t('noChoice.toForm')}
          </Link>
        </>
      )}
    </div>
  );
}

function CheckoutLoader({ choice }: { choice: StayChoice & { pitch: string } }) {
  const { t } = useTranslation('checkout');
  const categories = useCategories();
  const pitches = useQuery(pitchesQuery);
  const extras = useQuery(extrasQuery);

  if (categories.isError || pitches.isError || extras.isError)
    return (
      <div className="card checkout__notice" role="alert">
        <p>{t('errors.loadError')}</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    );
  if (!categories.data || !pitches.data || !extras.data)
    return (
      <p className="checkout__loading" role="status">
        {t('loading')}
      </p>
    );

  const category = categories.data.find((c) => c.slug === choice.category);
  const pitch = pitches.data.find((p) => p.id === choice.pitch);
  if (!category || !pitch || pitch.categoryId !== category.id)
    return <NoChoice choice={choice} unknownPitch />;
  return <CheckoutReady choice={choice} category={category} pitch={pitch} extras={extras.data} />;
}

/** Shows the form once what sets its height is known, so nothing moves under the guest's finger. */
function CheckoutReady(props: Parameters<typeof CheckoutForm>[0]) {
  const { t } = useTranslation('checkout');
  if (useCheckoutPrerequisites(props).pending)
    return (
      <p className="checkout__loading" role="status">
        {t('loading')}
      </p>
    );
  return <CheckoutForm {...props} />;
}
