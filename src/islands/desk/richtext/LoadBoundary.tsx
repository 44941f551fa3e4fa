import { Component, type ReactNode } from 'react';
import { ERROR_TEXT } from '../styles.ts';

interface Props {
  children: ReactNode;
  /** What failed to load, as the message names it. */
  what?: string;
}

/**
 * Where a lazily fetched part of the editor failed to arrive (offline, or a new release replaced
 * the file): a message in its place instead of a blank desk. React keeps a failed lazy import
 * failed, so the way out is a reload.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className={ERROR_TEXT}>
        {this.props.what ?? 'The text editor'} could not load. Please check the connection and reload the page; nothing you saved is lost.
      </p>
    );
  }
}
