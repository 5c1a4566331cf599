import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The error screen loads when it is needed (the service worker keeps it for offline use); should
 * even that fail, a plain notice with a reload button stands in.
 */
const ErrorFallback = lazy(() =>
  import('@/components/errors/error-fallback').then(
    (m) => ({ default: m.ErrorFallback }),
    () => ({ default: PlainFallback }),
  ),
);

function PlainFallback() {
  const { t } = useTranslation();
  return (
    <main className="error-screen" role="alert">
      <h1>{t('error.title')}</h1>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}

interface Props {
  children: ReactNode;
  /** When any of these change (e.g. the address), a shown error is cleared (docs/product.md §2.9). */
  resetKeys: unknown[];
}

interface State {
  error: Error | null;
  errorId: string | null;
  keys: unknown[];
}

const newErrorId = () =>
  `ERR-${Date.now().toString(36).toUpperCase()}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** Catches rendering errors below it and shows the fallback screen; the report is only logged. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, errorId: newErrorId() };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const changed =
      props.resetKeys.length !== state.keys.length ||
      props.resetKeys.some((key, i) => !Object.is(key, state.keys[i]));
    if (!changed) return null;
    return { keys: props.resetKeys, ...(state.error ? { error: null, errorId: null } : {}) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rendering failed', this.state.errorId, error, info.componentStack);
  }

  reset = () => this.setState({ error: null, errorId: null });

  override render() {
    const { error, errorId } = this.state;
    if (!error) return this.props.children;
    return (
      <Suspense fallback={null}>
        <ErrorFallback error={error} errorId={errorId ?? ''} onReset={this.reset} />
      </Suspense>
    );
  }
}
