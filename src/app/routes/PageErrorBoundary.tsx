import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError';

/**
 * Catches a page that fails to load or render, inside the layout, so the navbar stays and the visitor can go
 * elsewhere. The layout keys it by the path: moving to another page starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
