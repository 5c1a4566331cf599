import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiProblem } from '@/lib/booking-api';
import { joinWaitlist } from '@/lib/waitlist-api';
import type { StayChoice } from '@/lib/stay-search';

/**
 * No pitch of the category is free for the stay: the guest can leave an email address and is
 * told when one frees up (after confirming the address through the link in a mail).
 */
export function WaitlistForm({ choice, categoryId }: { choice: StayChoice; categoryId: string }) {
  const { t } = useTranslation('pitch-selection');
  const id = useId();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const join = useMutation({
    mutationFn: () =>
      joinWaitlist({
        email: email.trim(),
        categoryId,
        checkIn: choice.checkIn,
        checkOut: choice.checkOut,
        adults: choice.adults,
        children: choice.children,
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // An empty address is said here, in the page's words, without asking the server.
    setMissing(!email.trim());
    if (email.trim() && !join.isPending) join.mutate();
  };
  const problem = join.isError ? apiProblem(join.error) : null;
  // The API's summary names the field ("email: …"); the field's own message is the guest's text.
  const error = missing
    ? t('waitlist.emailMissing')
    : join.isError
      ? !problem
        ? t('networkError')
        : problem.status >= 500
          ? t('serverError')
          : (problem.fields.email ?? Object.values(problem.fields)[0] ?? problem.message)
      : null;

  if (join.isSuccess)
    return (
      <div className="waitlist card" role="status">
        <h2>{t('waitlist.doneTitle')}</h2>
        <p>{t('waitlist.done', { email: join.data.email })}</p>
      </div>
    );
  return (
    <form
      id="waitlist"
      className="waitlist card"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      noValidate
    >
      <h2 id={`${id}-title`}>{t('waitlist.title')}</h2>
      <p>{t('waitlist.intro')}</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('waitlist.email')}</label>
        <input
          id={`${id}-email`}
          data-autofocus=""
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <p className="muted">{t('waitlist.privacy')}</p>
      <button type="submit" className="button" disabled={join.isPending}>
        {join.isPending ? t('waitlist.sending') : t('waitlist.submit')}
      </button>
    </form>
  );
}
