import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown } from '@/features/checkout/lib/format';

const secondsUntil = (iso: string, now = Date.now()) =>
  Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));

/** How long the created hold keeps the pitch for the guest; tells the page when it ran out. */
export function HoldCountdown({
  expiresAt,
  onExpired,
}: {
  expiresAt: string;
  onExpired: () => void;
}) {
  const { t } = useTranslation('checkout');
  const [left, setLeft] = useState(() => secondsUntil(expiresAt));

  useEffect(() => {
    const tick = () => {
      const seconds = secondsUntil(expiresAt);
      setLeft(seconds);
      if (seconds === 0) onExpired();
      return seconds;
    };
    if (tick() === 0) return;
    const timer = window.setInterval(() => {
      if (tick() === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt, onExpired]);

  // A timer is not announced every second; the text is there for whoever reads it.
  return (
    <p className="hold-countdown" role="timer" aria-live="off">
      {t('hold.countdown', { time: formatCountdown(left) })}
    </p>
  );
}
