import { render } from '@testing-library/react';
import { Highlight } from './Highlight';

describe('Highlight', () => {
  it('marks the matched words and shows escaped characters as text', () => {
    const { container } = render(<p><Highlight html={'Cajero &amp; <mark>enfermero</mark> &lt;turno&gt;'} /></p>);
    expect(container.querySelector('p')).toHaveTextContent('Cajero & enfermero <turno>');
    expect(container.querySelector('mark')).toHaveTextContent('enfermero');
  });

  it('never renders other markup, such as a script in the extract', () => {
    const { container } = render(
      <p><Highlight html={'<script>alert(1)</script><img src=x onerror="alert(2)"><mark><b>java</b></mark>'} /></p>,
    );
    expect(container.querySelector('script, img, b')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent('alert(1)java');
    expect(container.querySelectorAll('mark')).toHaveLength(1);
  });
});
