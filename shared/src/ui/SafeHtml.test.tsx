import { render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and drops scripts and event handlers', () => {
    const { container } = render(
      <SafeHtml html={'<p><strong>Requisitos</strong></p><script>alert(1)</script><img src="x" onerror="alert(2)">'} />,
    );
    expect(screen.getByText('Requisitos').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
