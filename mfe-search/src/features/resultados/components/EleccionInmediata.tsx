import { useLayoutEffect, useRef, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';

// A filter's search waits a moment for its answer before the page renders it (useBusquedaConEspera). A controlled
// box or select would show the old choice meanwhile (React puts it back after the event): these show the visitor's
// choice at once, as the browser draws it, and take the page's whenever it renders them.

/** A checkbox or radio button: `checked` is the page's state, applied at each render. */
export function CasillaInmediata({ checked, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'defaultChecked'> & { checked: boolean }) {
  const casilla = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => { if (casilla.current) casilla.current.checked = checked; });
  return <input ref={casilla} defaultChecked={checked} {...props} />;
}

/** A select: `value` is the page's state, applied at each render. */
export function SelectInmediato({ value, ...props }: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue'> & { value: string }) {
  const select = useRef<HTMLSelectElement>(null);
  useLayoutEffect(() => { if (select.current) select.current.value = value; });
  return <select ref={select} defaultValue={value} {...props} />;
}
