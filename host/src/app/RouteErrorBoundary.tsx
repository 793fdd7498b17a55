import { Component, Suspense, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { lazyDeError } from '../lib/lazy-de-error';

// Only an error shows it: out of the first view's chunks.
const RouteErrorPage = lazyDeError(() => import('./RouteErrorPage').then((m) => m.RouteErrorPage));

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  /** What was thrown (anything, even undefined), while `caught`. */
  error: unknown;
  caught: boolean;
  location: Location;
}

/** Catches a render error of the shell or a page until the visitor moves to another page. */
class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, caught: false, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, caught: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    // A new page forgets the error of the last one, as the data router's errorElement did.
    return props.location === state.location ? null : { error: undefined, caught: false, location: props.location };
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    return (
      <Suspense fallback={<PageLoading />}>
        <RouteErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}

/**
 * The error page in place of the shell when rendering it or its page throws (a 404 answer, a failed chunk …):
 * the router's errorElement, which its declarative mode does not have.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary location={useLocation()}>{children}</ErrorBoundary>;
}
