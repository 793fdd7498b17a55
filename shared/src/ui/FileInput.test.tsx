import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileInput } from './FileInput';

function renderPicker(onChange = jest.fn()) {
  render(
    <>
      <label htmlFor="cv">Currículum</label>
      <FileInput id="cv" accept=".pdf" onChange={onChange} />
    </>,
  );
  return onChange;
}

describe('FileInput', () => {
  it('is the labelled file input itself, and shows the name of the file chosen', async () => {
    const onChange = renderPicker();
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Currículum'), new File(['%PDF-1.4'], 'mi-cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('mi-cv.pdf')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Currículum')).toHaveAttribute('type', 'file');
  });
});
