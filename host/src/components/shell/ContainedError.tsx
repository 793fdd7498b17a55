import { Component, type ReactNode } from 'react';

interface Props {
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps an error of a widget (the header's search box) inside it: the widget gives way to its fallback. */
export class ContainedError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A header widget failed; showing its fallback.', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
