import { FRECUENCIAS_ALERTA, NOMBRE_ALERTA_MAX, NOMBRE_FRECUENCIA, problemaNombreAlerta, type FrecuenciaAlerta } from '@portal/shared/contract';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SecondaryButton, TextField } from '@portal/shared/ui';

const Formulario = styled.form`
  display: grid;
  gap: 1rem;
  fieldset { display: grid; gap: 0.5rem; margin: 0; padding: 0; border: 0; }
  legend { margin-bottom: 0.25rem; }
  label { display: flex; gap: 0.5rem; align-items: center; }
`;

const Botones = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

export interface DatosAlerta {
  nombre: string;
  frecuencia: FrecuenciaAlerta;
}

export interface AlertaFormularioProps {
  inicial: DatosAlerta;
  textoEnviar: string;
  ocupado?: boolean;
  onEnviar: (datos: DatosAlerta) => void;
  onCancelar: () => void;
}

/**
 * Name and frequency of a job alert (create and edit): the name is required, up to NOMBRE_ALERTA_MAX
 * characters, with the api's own words; the error shows once the field was touched or the form sent.
 */
export function AlertaFormulario({ inicial, textoEnviar, ocupado = false, onEnviar, onCancelar }: AlertaFormularioProps) {
  const [nombre, setNombre] = useState(inicial.nombre);
  const [frecuencia, setFrecuencia] = useState(inicial.frecuencia);
  const [tocado, setTocado] = useState(false);
  const problema = problemaNombreAlerta(nombre);

  function enviar(event: FormEvent) {
    event.preventDefault();
    setTocado(true);
    if (!problema) onEnviar({ nombre: nombre.trim(), frecuencia });
  }

  return (
    <Formulario noValidate onSubmit={enviar}>
      <TextField
        label="Nombre de la alerta"
        value={nombre}
        maxLength={NOMBRE_ALERTA_MAX + 20}
        onChange={(event) => setNombre(event.target.value)}
        onBlur={() => setTocado(true)}
        error={tocado ? problema : null}
        hint={`Hasta ${NOMBRE_ALERTA_MAX} caracteres.`}
      />
      <fieldset>
        <legend>¿Cada cuánto te enviamos las ofertas nuevas?</legend>
        {FRECUENCIAS_ALERTA.map((valor) => (
          <label key={valor}>
            <input type="radio" name="frecuencia" value={valor} checked={frecuencia === valor} onChange={() => setFrecuencia(valor)} />
            {NOMBRE_FRECUENCIA[valor]}
          </label>
        ))}
      </fieldset>
      <Botones>
        <Button type="submit" disabled={ocupado}>
          {textoEnviar}
        </Button>
        <SecondaryButton type="button" onClick={onCancelar} disabled={ocupado}>
          Cancelar
        </SecondaryButton>
      </Botones>
    </Formulario>
  );
}
