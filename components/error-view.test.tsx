import { fireEvent, render, screen } from '@testing-library/react';
import { CHUNK_RELOAD_KEY } from '@/lib/client/chunk-reload';
import { ClientTextProvider } from '@/components/client-text';
import type { ClientText } from '@/components/client-text.labels';
import { ERROR_HEADING, ErrorView } from './error-view';

const english: ClientText = {
  requestFailed: 'Request failed',
  explanation: 'This page cannot be shown right now.',
  digest: 'Error reference: {digest}',
  retry: 'Try again',
  home: 'Back to home',
  homeHref: '/en',
};

describe('ErrorView', () => {
  beforeEach(() => sessionStorage.clear());

  it("shows the original's heading and never the error's message", () => {
    const reset = jest.fn();
    render(
      <ClientTextProvider text={english}>
        <ErrorView error={Object.assign(new Error('secret internals at /srv/app'), { digest: 'd1' })} reset={reset} />
      </ClientTextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: ERROR_HEADING })).toBeInTheDocument();
    expect(ERROR_HEADING).toBe('Unexpected Application Error!');
    expect(document.body.textContent).not.toContain('secret internals');
    expect(screen.getByText('Error reference: d1')).toBeInTheDocument();
    expect(screen.getByText('This page cannot be shown right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalled();
  });

  it('outside the root layout (no language known) keeps the heading, the digest and a retry', () => {
    const reset = jest.fn();
    render(<ErrorView error={Object.assign(new Error('x'), { digest: 'd2' })} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1, name: ERROR_HEADING })).toBeInTheDocument();
    expect(screen.getByText('d2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button'));
    expect(reset).toHaveBeenCalled();
  });

  it('records a reload for a chunk load error, and does not reload again right after', () => {
    const error = Object.assign(new Error('Loading chunk 5 failed.'), { name: 'ChunkLoadError' });
    // jsdom cannot navigate; the reload shows up as a "not implemented" console error, so silence it.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ErrorView error={error} reset={() => undefined} />);
    const first = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    expect(first).not.toBeNull();
    render(<ErrorView error={error} reset={() => undefined} />);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(first);
    consoleError.mockRestore();
  });
});
