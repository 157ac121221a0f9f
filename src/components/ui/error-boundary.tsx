import { Component, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  /** Rendered instead of the children after they fail. */
  fallback: (error: unknown) => ReactNode
  children: ReactNode
}

/** Shows a fallback when a child fails, and resets when its children change. */
export class ErrorBoundary extends Component<
  ErrorBoundaryProps,
  { error: unknown; children: ReactNode }
> {
  state = { error: null as unknown, children: this.props.children }

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: { error: unknown; children: ReactNode },
  ) {
    return props.children !== state.children ? { error: null, children: props.children } : null
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children
  }
}
