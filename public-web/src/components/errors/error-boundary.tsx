import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '@/components/errors/error-fallback';

interface Props {
  children: ReactNode;
  /** When any of these change (e.g. the address), a shown error is cleared (SPEC §2.9). */
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
    return <ErrorFallback error={error} errorId={errorId ?? ''} onReset={this.reset} />;
  }
}
