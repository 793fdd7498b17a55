import { useId, useState } from 'react';

type Valores = Record<string, string | boolean>;
export type Errores<V extends Valores> = Partial<Record<keyof V, string | undefined>>;

export interface Formulario<V extends Valores> {
  valores: V;
  /** Each field's id, for its input and for focusing it. */
  ids: Record<keyof V, string>;
  cambiar: <K extends keyof V>(campo: K, valor: V[K]) => void;
  /** The error to show: a field shows it once dirty and invalid (SPEC.md section 5). */
  error: (campo: keyof V) => string | null;
  /** On submit: every field counts as dirty; focus goes to the first invalid one. True when all are valid. */
  validar: () => boolean;
  reiniciar: () => void;
}

/** The state of a form: values, dirty fields and errors from `reglas`, fields in the order of `iniciales`. */
export function useFormulario<V extends Valores>(iniciales: V, reglas: (valores: V) => Errores<V>): Formulario<V> {
  const baseId = useId();
  const campos = Object.keys(iniciales) as (keyof V)[];
  const ids = Object.fromEntries(campos.map((campo) => [campo, `${baseId}-${String(campo)}`])) as Record<keyof V, string>;
  const [valores, setValores] = useState<V>(iniciales);
  const [sucios, setSucios] = useState<Partial<Record<keyof V, boolean>>>({});
  const errores = reglas(valores);

  return {
    valores,
    ids,
    cambiar: (campo, valor) => {
      setValores((previos) => ({ ...previos, [campo]: valor }));
      setSucios((previos) => ({ ...previos, [campo]: true }));
    },
    error: (campo) => (sucios[campo] ? (errores[campo] ?? null) : null),
    validar: () => {
      setSucios(Object.fromEntries(campos.map((campo) => [campo, true])) as Record<keyof V, boolean>);
      const invalido = campos.find((campo) => errores[campo]);
      if (invalido !== undefined) document.getElementById(ids[invalido])?.focus();
      return invalido === undefined;
    },
    reiniciar: () => {
      setValores(iniciales);
      setSucios({});
    },
  };
}
